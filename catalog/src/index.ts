import type { CatalogEntry } from './build.js';
import { autoService } from './families/auto-service.js';
import { tripLogs } from './families/trip-logs.js';

/** Every application of the catalogue, in the order the families are listed. */
export const catalog: CatalogEntry[] = [...autoService, ...tripLogs];
