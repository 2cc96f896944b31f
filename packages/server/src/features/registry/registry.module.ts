import { REGISTRY_ERRORS, REGISTRY_MESSAGES } from '@atelier/core';
import { createHttpRegistryAdapter } from '../../integrations/registry/http-registry-adapter.js';
import { defineModule } from '../../modules.js';
import { registryExportTables } from './registry.export-tables.js';
import { registryRoutes } from './registry.routes.js';
import { rotateRegistryKey } from './rotate-key.js';
import { createRegistryService } from './registry.service.js';
import { createSecretBox } from '../../infra/secret-box.js';

/** The registry feature as the app assembles it (modules.ts). */
export const registryModule = defineModule({
  name: 'registry',
  errors: REGISTRY_ERRORS,
  errorMessages: REGISTRY_MESSAGES,
  exportTables: registryExportTables,
  apiTags: [{ name: 'registry', description: 'The RAR AutoPass registry: credentials, codes, sending interventions' }],
  access: {
    'POST /api/user/forms/autopass/credentials': 'owner',
    'DELETE /api/user/forms/autopass/credentials': 'owner',
    'GET /api/user/forms/autopass/credentials/status': 'user',
    'POST /api/user/forms/autopass/credentials/test': 'user',
    'GET /api/user/forms/autopass/prestatie-codes': 'user',
    'POST /api/user/forms/autopass': 'user',
    'GET /api/user/forms/autopass/documents': 'user',
  },
  rotateKey: async (input) => {
    const { accounts, ...report } = await rotateRegistryKey(input);
    return { what: 'registry accounts', rows: accounts, ...report };
  },
  create: ({ config, db, counters, now, deps }) => ({
    registry: createRegistryService({
      db,
      box: createSecretBox({ key: deps.encryptionKey, previous: config.previousEncryptionKeys }),
      adapter:
        deps.registryAdapter ??
        (config.registryUrl ? createHttpRegistryAdapter({ baseUrl: config.registryUrl, timeoutMs: config.registryTimeoutMs, retries: config.registryRetries }) : undefined),
      counters,
      now,
    }),
  }),
  routes: (api, { registry }) => registryRoutes(api, { registry }),
});
