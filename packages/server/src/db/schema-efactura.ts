import type { ColumnType } from 'kysely';
import type { CompanyLookupDto } from '@atelier/core';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A `date` column: read as a 'YYYY-MM-DD' string (the pg type parser is set so in db/connection). */
type DateColumn = ColumnType<string, string, string>;

/** Migration 024: ANAF's answer per CUI (null: not known to ANAF), shared by every process for a day. */
export type AnafCompaniesTable = {
  cui: string;
  day: DateColumn;
  answer: ColumnType<CompanyLookupDto | null, string | null, string | null>;
  fetched_at: Timestamp;
};

/** Migration 024: the moment the last request left for ANAF (one row). */
export type AnafPacingTable = { id: number; sent_at: Timestamp };

export type EfacturaTables = { anaf_companies: AnafCompaniesTable; anaf_pacing: AnafPacingTable };
