import type { ExportCoverage } from '../../db/export-coverage.js';

const DERIVED = "derived from the documents' facts (plate, VIN, make, model, year, odometer), which the export holds; made again by npm run vehicles:rebuild";

/** The vehicle directory's tables in the data export: derived, so left out (the documents carry every fact they hold). */
export const vehiclesExportTables: ExportCoverage = {
  vehicles: { excluded: DERIVED },
  vehicle_documents: { excluded: DERIVED },
};
