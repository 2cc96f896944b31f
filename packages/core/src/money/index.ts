export * from './decimal.js';
export * from './format.js';
