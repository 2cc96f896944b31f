export * from './identity.js';
export * from './erasure.js';
