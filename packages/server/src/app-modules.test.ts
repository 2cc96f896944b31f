import { ERROR_STATUS } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { moduleErrors, ROUTE_ACCESS, SERVER_MODULES } from './app-modules.js';

describe('the modules of the app', () => {
  it('declare every error code of core once, with its status', () => {
    expect(moduleErrors()).toEqual({ ...ERROR_STATUS });
  });

  it('have distinct names, and every route access names an API route', () => {
    const names = SERVER_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of Object.keys(ROUTE_ACCESS)) expect(route).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\//);
  });
});
