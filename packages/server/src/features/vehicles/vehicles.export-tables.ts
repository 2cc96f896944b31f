import { sql } from 'kysely';
import { CREATED_AT, CREATED_BY, userEmail, type ExportCoverage } from '../../db/export-coverage.js';

const DERIVED = "derived from the documents' facts (plate, VIN, make, model, year, odometer, papers' expiry dates), which the export holds; made again by npm run vehicles:rebuild";

/**
 * The vehicle directory's tables in the data export: the directory is derived, so left out (the
 * documents carry every fact it holds); the user's merges are not, and are exported.
 */
export const vehiclesExportTables: ExportCoverage = {
  vehicles: { excluded: DERIVED },
  vehicle_documents: { excluded: DERIVED },
  vehicle_merges: {
    csv: {
      file: 'vehicle-merges',
      title: ['vehiculele unite', 'vehicles merged', 'veicoli uniti'],
      columns: [
        ['vehicle_id', ['Vehicul', 'Vehicle', 'Veicolo']],
        ['other_id', ['Vehicul unit cu el', 'Vehicle merged into it', 'Veicolo unito']],
        ['other_plates', ['Numerele lui', 'Its plates', 'Le sue targhe']],
        ['other_vin', ['VIN-ul lui', 'Its VIN', 'Il suo VIN']],
        CREATED_BY,
        CREATED_AT,
      ],
      rows: (b) =>
        sql`select m.vehicle_id, m.other_id, array_to_string(m.other_plates, ' ') as other_plates, m.other_vin, ${userEmail('m.created_by')} as created_by, m.created_at
            from vehicle_merges m where m.business_id = ${b} order by m.created_at, m.id`,
    },
  },
};
