import { fuzzEveryRoute } from './test-support/fuzz-every-route.js';

// Without TEST_DATABASE_URL the suite is skipped (and fails under CI=true, as databaseKinds() says).
fuzzEveryRoute('postgres');
