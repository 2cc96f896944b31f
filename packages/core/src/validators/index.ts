export * from './result.js';
export * from './cui.js';
export * from './cnp.js';
export * from './iban.js';
export * from './plate.js';
export * from './vin.js';
export * from './reg-no.js';
