export * from './decimal.js';
export * from './format.js';
export * from './number-format.js';
