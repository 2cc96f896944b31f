#!/usr/bin/env node
// Writes catalog/form-schema.json, the JSON Schema of form definitions, from core's zod schema.
// Run: node --import tsx scripts/generate-form-schema.mjs   (a unit test fails when it is stale)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formJsonSchemaText } from '../packages/core/src/forms/json-schema.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'catalog', 'form-schema.json');
writeFileSync(target, formJsonSchemaText());
console.log(`wrote ${path.relative(root, target)}`);
