import { CategoryGrid } from '../features/home/components/category-grid';
import { FeatureGrid } from '../features/home/components/feature-grid';
import { FinalCta } from '../features/home/components/final-cta';
import { Hero } from '../features/home/components/hero';
import { HowItWorks } from '../features/home/components/how-it-works';
import { PricingTeaser } from '../features/pricing/components/pricing-teaser';

/** SPEC §2 /: hero, categories, how it works, pricing cards, final call to action. */
export const HomePage = () => (
  <>
    <Hero />
    <FeatureGrid />
    <CategoryGrid />
    <HowItWorks />
    <PricingTeaser />
    <FinalCta />
  </>
);
