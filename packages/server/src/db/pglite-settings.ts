/**
 * PostgreSQL's own page cache inside PGlite's WebAssembly memory, in MB. That memory is resident
 * as soon as PostgreSQL starts and never shrinks, so initdb's 128 MB cost 128 MB of RSS at idle;
 * pages it does not hold are read from the data folder, that is from the OS page cache, which
 * is shared and not counted in the server's RSS. (Apart from pglite.ts so that config.ts does not
 * load PGlite.)
 */
export const PGLITE_SHARED_BUFFERS_MB_DEFAULT = 16;
