// The home feature's public face: the only file the app, the routes and other features import from it.
export { CategoryGrid } from './components/category-grid';
export { FeatureGrid } from './components/feature-grid';
export { FinalCta } from './components/final-cta';
export { Hero } from './components/hero';
export { HowItWorks } from './components/how-it-works';
