// The today feature's only public face: app-modules.ts imports it from here (tests may reach
// inside). DESIGN.md "Features are modules".
export { todayModule } from './today.module.js';
