import { OPERATOR_FIELDS, type OperatorIdentity, type OperatorSettingsBody, type OperatorSettingsDto } from '@atelier/core';
import type { OperatorDetailsRow, OperatorRepo } from './operator.repo.js';

const identityOf = (row: OperatorDetailsRow | undefined): OperatorIdentity =>
  Object.fromEntries(OPERATOR_FIELDS.flatMap((field) => (row?.[field] ? [[field, row[field]]] : [])));

/**
 * The operator's details the site shows: for each field the server's configuration (OPERATOR_*) if
 * it sets it, else what the admin saved, else nothing (never an invented value). Read from the
 * database on each call, so every server process serves the same details at once after a save.
 */
export const createOperatorService = ({ repo, configured, now }: { repo: OperatorRepo; configured: OperatorIdentity; now: () => Date }) => {
  const configuredFields = OPERATOR_FIELDS.filter((field) => configured[field] !== undefined);
  const merge = (saved: OperatorIdentity): OperatorIdentity => ({ ...saved, ...configured });
  const view = (row: OperatorDetailsRow | undefined): OperatorSettingsDto => {
    const saved = identityOf(row);
    return { saved, configured: configuredFields, served: merge(saved), updated_at: row ? row.updated_at.toISOString() : null };
  };
  return {
    served: async (): Promise<OperatorIdentity> => merge(identityOf(await repo.find())),
    view: async (): Promise<OperatorSettingsDto> => view(await repo.find()),
    save: async (body: OperatorSettingsBody): Promise<OperatorSettingsDto> => {
      const row = Object.fromEntries(OPERATOR_FIELDS.map((field) => [field, body[field] ?? null])) as Omit<OperatorDetailsRow, 'updated_at'>;
      return view(await repo.save(row, now()));
    },
    /** Changes whenever the saved details do: public pages made before are made again (their footer names the operator). */
    version: async (): Promise<string> => JSON.stringify(identityOf(await repo.find())),
  };
};
export type OperatorService = ReturnType<typeof createOperatorService>;
