#!/usr/bin/env node
// `npm start`: build whatever is not built yet, then run the server in this same process.
await import('./build.mjs');
await import('../packages/server/dist/main.js');
