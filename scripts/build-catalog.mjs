#!/usr/bin/env node
// Writes catalog/<key>.json for every application of catalog/src (the catalogue's source, with
// texts in ro/en/it) and removes application files that no longer have a source.
// Run: npm run catalog   (a unit test fails when the files are stale)
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogFileName, catalogFileText, NOT_APPLICATIONS, SAMPLES_DIR, sampleFileText, unbumpedChanges, VERSIONS_LOCK, versionsLock, versionsLockText } from '../catalog/src/files.ts';
import { catalog } from '../catalog/src/index.ts';

const dir = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), 'catalog');
const written = new Set();
const hash = (text) => createHash('sha256').update(text).digest('hex');
const lockFile = path.join(dir, VERSIONS_LOCK);
const next = versionsLock(catalog, hash);
const unbumped = existsSync(lockFile) ? unbumpedChanges(JSON.parse(readFileSync(lockFile, 'utf8')), next) : [];
if (unbumped.length) {
  console.error(`changed without a higher version (raise it in catalog/src, or existing installs keep the old one): ${unbumped.join(', ')}`);
  process.exit(1);
}
for (const entry of catalog) {
  const name = catalogFileName(entry);
  if (written.has(name)) throw new Error(`two applications have the key ${entry.definition.key}`);
  writeFileSync(path.join(dir, name), catalogFileText(entry));
  written.add(name);
}
writeFileSync(lockFile, versionsLockText(next));
// The samples the server prints as the catalogue's preview PDFs.
const samples = path.join(dir, SAMPLES_DIR);
mkdirSync(samples, { recursive: true });
for (const entry of catalog) writeFileSync(path.join(samples, catalogFileName(entry)), sampleFileText(entry));
for (const file of readdirSync(samples).filter((f) => !written.has(f))) rmSync(path.join(samples, file));
const removed = readdirSync(dir).filter((f) => f.endsWith('.json') && !NOT_APPLICATIONS.has(f) && !written.has(f));
for (const file of removed) rmSync(path.join(dir, file));
console.log(`wrote ${written.size} applications to catalog/${removed.length ? `, removed ${removed.join(', ')}` : ''}`);
