import { config } from 'zod';

// zod 4 tries `Function('')` the first time it parses an object, to compile faster parsers. The
// app's CSP (script-src 'self', no 'unsafe-eval') refuses it, and Chrome records a CSP issue on
// every page (Lighthouse best practices, "inspector-issues"). Without the attempt zod parses the
// same way, interpreted; the app's answers are small.
config({ jitless: true });
