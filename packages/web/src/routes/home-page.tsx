import { CategoryGrid, FeatureGrid, FinalCta, Hero, HowItWorks } from '../features/home';
import { PricingTeaser } from '../features/pricing';

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
