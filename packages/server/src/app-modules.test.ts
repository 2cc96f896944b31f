import { ERROR_MESSAGES, ERROR_STATUS } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { EXPORT_TABLES, moduleErrorMessages, moduleErrors, OPENAPI_TAGS, ROUTE_ACCESS, SERVER_MODULES } from './app-modules.js';
import { AppError } from './errors.js';

describe('the modules of the app', () => {
  it('declare every error code of core once, with its status', () => {
    expect(moduleErrors()).toEqual({ ...ERROR_STATUS });
  });

  it('give every error code a default message, each declared by the module of the code', () => {
    const messages = moduleErrorMessages();
    expect(Object.keys(messages).sort()).toEqual(Object.keys(ERROR_STATUS).sort());
    for (const [code, message] of Object.entries(messages)) expect(message.length, code).toBeGreaterThan(3);
    // The table AppError takes its messages from (core's, beside ERROR_STATUS) is the modules'.
    expect(messages).toEqual({ ...ERROR_MESSAGES });
    for (const code of Object.keys(ERROR_STATUS) as (keyof typeof ERROR_STATUS)[]) expect(new AppError(code).message, code).toBe(messages[code]);
    // A module's messages are for its own codes.
    for (const module of SERVER_MODULES) expect(Object.keys(module.errorMessages ?? {}).sort(), module.name).toEqual(Object.keys(module.errors ?? {}).sort());
  });

  it('have distinct names, and every route access names an API route', () => {
    const names = SERVER_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of Object.keys(ROUTE_ACCESS)) expect(route).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\//);
  });

  it('describe each OpenAPI tag once, in a line', () => {
    const names = OPENAPI_TAGS.map((tag) => tag.name);
    expect(new Set(names).size).toBe(names.length);
    for (const { name, description } of OPENAPI_TAGS) expect(description.length, name).toBeGreaterThan(10);
  });

  it("name each of the data export's CSV files once, and a reason for each table left out", () => {
    const files = Object.values(EXPORT_TABLES).flatMap((coverage) => ('csv' in coverage ? [coverage.csv.file] : []));
    expect(new Set(files).size).toBe(files.length);
    for (const [table, coverage] of Object.entries(EXPORT_TABLES)) if ('excluded' in coverage) expect(coverage.excluded.length, table).toBeGreaterThan(10);
  });
});
