// The pricing feature's public face: the only file the app, the routes and other features import from it.
export { PriceCalculator } from './components/price-calculator';
export { PriceCards, PriceNotes } from './components/price-cards';
export { PricingTeaser } from './components/pricing-teaser';
