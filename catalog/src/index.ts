import type { CatalogEntry } from './build.js';
import { autoExtraFamily } from './families/auto-extra.js';
import { autoService } from './families/auto-service.js';
import { commercial } from './families/commercial.js';
import { constructionFamily } from './families/construction.js';
import { contractorsFamily } from './families/contractors.js';
import { italiaFamily } from './families/italia.js';
import { motoBikeFamily } from './families/moto-bike.js';
import { planning } from './families/planning.js';
import { records } from './families/records.js';
import { farming } from './families/farming.js';
import { freelance } from './families/freelance.js';
import { generalFinance } from './families/general-finance.js';
import { generalOffice } from './families/general-office.js';
import { gsmPc } from './families/gsm-pc.js';
import { repairs } from './families/repairs.js';
import { transportFamily } from './families/transport.js';
import { tailoring } from './families/tailoring.js';
import { tripLogs } from './families/trip-logs.js';
import { tyresFamily } from './families/tyres.js';
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
  ...transportFamily,
  ...contractorsFamily,
  ...autoExtraFamily,
  ...tyresFamily,
  ...motoBikeFamily,
  ...italiaFamily,
  ...gsmPc,
  ...tailoring,
  ...freelance,
  ...farming,
  ...generalFinance,
  ...generalOffice,
];
