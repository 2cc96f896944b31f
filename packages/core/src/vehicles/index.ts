export * from './identity.js';
export * from './odometer.js';
