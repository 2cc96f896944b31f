import { FeatureGrid } from '../features/home/components/feature-grid';
import { FinalCta } from '../features/home/components/final-cta';
import { Hero } from '../features/home/components/hero';
import { HowItWorks } from '../features/home/components/how-it-works';

export const HomePage = () => (
  <>
    <Hero />
    <FeatureGrid />
    <HowItWorks />
    <FinalCta />
  </>
);
