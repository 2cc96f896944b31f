import type { CatalogEntry } from './build.js';
import { autoService } from './families/auto-service.js';
import { commercial } from './families/commercial.js';
import { constructionFamily } from './families/construction.js';
import { planning } from './families/planning.js';
import { records } from './families/records.js';
import { farming } from './families/farming.js';
import { freelance } from './families/freelance.js';
import { generalFinance } from './families/general-finance.js';
import { generalOffice } from './families/general-office.js';
import { gsmPc } from './families/gsm-pc.js';
import { repairs } from './families/repairs.js';
import { tailoring } from './families/tailoring.js';
import { tripLogs } from './families/trip-logs.js';
import { customTripLogs } from './families/trip-logs-custom.js';
import { vehicleHistory } from './families/vehicle-history.js';
import { workshop } from './families/workshop.js';

/** Every application of the catalogue, in the order the catalogue's categories are listed. */
export const catalog: CatalogEntry[] = [
  ...autoService,
  ...repairs,
  ...constructionFamily,
  ...workshop,
  ...commercial,
  ...tripLogs,
  ...customTripLogs,
  ...planning,
  ...records,
  ...vehicleHistory,
  ...gsmPc,
  ...tailoring,
  ...freelance,
  ...farming,
  ...generalFinance,
  ...generalOffice,
];
