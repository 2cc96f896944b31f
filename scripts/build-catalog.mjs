#!/usr/bin/env node
// Writes catalog/<key>.json for every application of catalog/src (the catalogue's source, with
// texts in ro/en/it) and removes application files that no longer have a source.
// Run: npm run catalog   (a unit test fails when the files are stale)
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogFileName, catalogFileText, NOT_APPLICATIONS } from '../catalog/src/files.ts';
import { catalog } from '../catalog/src/index.ts';

const dir = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), 'catalog');
const written = new Set();
for (const entry of catalog) {
  const name = catalogFileName(entry);
  if (written.has(name)) throw new Error(`two applications have the key ${entry.definition.key}`);
  writeFileSync(path.join(dir, name), catalogFileText(entry));
  written.add(name);
}
const removed = readdirSync(dir).filter((f) => f.endsWith('.json') && !NOT_APPLICATIONS.has(f) && !written.has(f));
for (const file of removed) rmSync(path.join(dir, file));
console.log(`wrote ${written.size} applications to catalog/${removed.length ? `, removed ${removed.join(', ')}` : ''}`);
