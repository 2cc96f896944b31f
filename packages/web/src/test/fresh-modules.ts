import { vi } from 'vitest';

// Test files share a worker (vitest.config.ts: isolate false), so the libraries (React, Mantine,
// jsdom) are loaded once per worker instead of once per file. The app's own modules are loaded
// again for each file, as with isolation: their state (the session, the stores, i18n, the mocks
// of setup.ts) starts anew. Listed first in setupFiles, so setup.ts imports them fresh too.
vi.resetModules();
// Nor does the document's state: what the previous file stored (its language, a session) and its
// address (a ?lang= there would choose the language the app's texts start in).
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
