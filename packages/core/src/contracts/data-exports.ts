import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { idSchema } from './common.js';

/** Days a finished export's ZIP is kept before the sweep deletes it. */
export const DATA_EXPORT_KEEP_DAYS = 7;

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** One export of the business's data (issue 14, "the user's own data"), as the owner sees it. */
export const dataExportDto = z.object({
  id: idSchema,
  status: z
    .enum(DATA_EXPORT_STATUSES)
    .describe('queued → running → done (or failed); expired once the ZIP was deleted, DATA_EXPORT_KEEP_DAYS days after it was made'),
  done: z.number().int().describe('documents written so far (each with its PDF)'),
  total: z.number().int().describe('documents to write, known once the export runs (0 while queued)'),
  bytes: z.number().int().nullable().describe('size of the ZIP when done'),
  error: z.string().nullable().describe('why it failed, when it failed'),
  created_at: z.string().describe('ISO 8601: when it was asked for'),
  finished_at: z.string().nullable().describe('ISO 8601'),
  expires_at: z.string().nullable().describe('ISO 8601: the ZIP is deleted then'),
  requested_by: z.string().nullable().describe('e-mail address of who asked for it (null when that account is gone)'),
});
export type DataExportDto = z.infer<typeof dataExportDto>;

export const dataExportListResponse = z.array(dataExportDto).describe('the business\'s recent exports, newest first');
export const dataExportStartResponse = z.object({ export: dataExportDto });
export const dataExportStartBody = z
  .object({ locale: z.enum(LOCALES).optional().describe('language of README.txt, the CSV headers, the PDFs and the e-mail (default: Accept-Language, else ro)') })
  .strict();
export type DataExportStartBody = z.infer<typeof dataExportStartBody>;
export const dataExportIdParams = z.object({ id: idSchema });
