import { fuzzEveryRoute } from './test-support/fuzz-every-route.js';

fuzzEveryRoute('pglite');
