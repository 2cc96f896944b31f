import { vi } from 'vitest';

// Test files share a worker (vitest.config.ts: isolate false), so the libraries (React, Mantine,
// jsdom) are loaded once per worker instead of once per file. The app's own modules are loaded
// again for each file, as with isolation: their state (the session, the stores, i18n, the mocks
// of setup.ts) starts anew. Listed first in setupFiles, so setup.ts imports them fresh too.
vi.resetModules();
// What the previous file stored (its language, a session) is not what this one starts from.
localStorage.clear();
sessionStorage.clear();
