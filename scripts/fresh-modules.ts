import { vi } from 'vitest';

// Test files share a worker (vitest.config.ts: isolate false), so the libraries they import
// (Fastify, PGlite, pdfkit, zod, MuPDF) are loaded once per worker instead of once per file: that import
// was a third of the integration project's time. The project's own modules are loaded again for
// each file, as with isolation, so no module state carries from one file to the next.
vi.resetModules();
