export * from './holidays.js';
export * from './working-days.js';
