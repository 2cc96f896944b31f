export * from './constants.js';
export * from './locale.js';
export * from './ids.js';
export * from './errors.js';
export * from './session-timing.js';
export * from './contracts/common.js';
export * from './contracts/auth.js';
