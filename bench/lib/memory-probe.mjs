// Loaded into a server under measurement with `node --import <this file>`: writes the main
// thread's process.memoryUsage() to MEMORY_PROBE_FILE every second (a plain .mjs, so the built
// server needs no tsx). Worker threads' heaps are not in it: read RSS from /proc for those.
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.MEMORY_PROBE_FILE;
if (file && isMainThread) {
  const write = () => writeFileSync(file, JSON.stringify(process.memoryUsage()));
  write();
  setInterval(write, 1000).unref();
}
