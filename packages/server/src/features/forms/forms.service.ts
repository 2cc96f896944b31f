import type { Kysely } from 'kysely';
import {
  formDefinitionSchema,
  localizeDefinition,
  type CatalogEntryDto,
  type CatalogPageDto,
  type CatalogSearchQuery,
  type FormAccess,
  type FormDefinition,
  type FormDetailDto,
  type FormSummaryDto,
  type Locale,
} from '@atelier/core';
import type { Database, FormRow } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { BusinessScope, RequestScope } from '../../http/request-user.js';
import { buildCatalogIndex, type CatalogApplication, type CatalogIndex } from './catalog-index.js';
import * as forms from './forms.repo.js';

export type UsableForm = { form: FormRow; definition: FormDefinition };

/** Why the user may use a form; an explicit allocation counts first, then an add-on. */
const accessOf = ({ allocated, included }: { allocated: boolean; included: boolean }): FormAccess => {
  if (allocated) return 'allocated';
  return included ? 'addon' : 'public';
};

const toSummary = (form: FormRow, access: FormAccess): FormSummaryDto => ({
  id: form.id,
  key: form.key,
  version: form.current_version,
  title: form.title,
  description: form.description,
  category: form.category,
  isPublic: form.is_public,
  access,
  addon: form.addon,
  createdAt: form.created_at.toISOString(),
  updatedAt: form.updated_at.toISOString(),
});

/** Stored definitions were validated on the way in; parsing again applies defaults and types them. */
const parseStored = (json: unknown): FormDefinition => {
  const parsed = formDefinitionSchema.safeParse(json);
  if (!parsed.success) throw new AppError('form_misconfigured');
  return parsed.data;
};

/** How long the catalogue's index is used before asking the database whether forms changed. */
const CATALOG_STAMP_MAX_AGE_MS = 1000;

/** Parsed definitions by form and version. A version never changes, so entries never go stale. */
const DEFINITION_CACHE_SIZE = 500;

export const createFormsService = ({ db, now }: { db: Kysely<Database>; now: () => Date }) => {
  const cache = new Map<string, FormDefinition>();

  /**
   * The definition of one version, parsed once per process: the same object each time, which also
   * lets core reuse its compiled expressions (compiling costs about as much as a whole submit).
   */
  const findVersion = async (formId: string, version: number): Promise<FormDefinition | undefined> => {
    const key = `${formId}:${version}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const json = await forms.findDefinition(db, formId, version);
    if (json === undefined) return undefined;
    const definition = parseStored(json);
    cache.set(key, definition);
    if (cache.size > DEFINITION_CACHE_SIZE) cache.delete(cache.keys().next().value ?? key);
    return definition;
  };

  const definitionOf = async (formId: string, version: number): Promise<FormDefinition> => {
    const definition = await findVersion(formId, version);
    if (!definition) throw new AppError('form_misconfigured');
    return definition;
  };

  /**
   * A form the user may fill: 404 when unknown or deleted, 403 when neither allocated, included
   * with an add-on of the active subscription, nor public.
   */
  const usableForm = async ({ businessId }: RequestScope, formId: string): Promise<UsableForm & { access: FormAccess }> => {
    const found = await forms.findFormForUser(db, { businessId, id: formId, at: now() });
    if (!found) throw new AppError('form_not_found');
    const { allocated, included, ...form } = found;
    if (!allocated && !included && !form.is_public) throw new AppError('forbidden', { message: 'This application is not allocated to your account' });
    return { form, access: accessOf({ allocated, included }), definition: await definitionOf(form.id, form.current_version) };
  };

  const listForUser = async ({ businessId }: RequestScope, locale: Locale): Promise<FormSummaryDto[]> =>
    (await forms.listFormsForUser(db, { businessId, locale, at: now() })).map(({ local_title, local_description, allocated, included, ...row }) => ({
      ...toSummary(row, accessOf({ allocated, included })),
      title: local_title,
      description: local_description,
    }));

  let catalogIndex: { stamp: string; index: CatalogIndex; checkedAt: number } | undefined;
  /**
   * The catalogue's in-memory index (catalog-index.ts), built again when the forms table changed.
   * Whether it did is one aggregate query (catalogStamp), asked at most once a second, so another
   * instance's upload shows within a second; this process's own changes (publish, and
   * `catalogChanged` after a delete) show at once.
   */
  const currentCatalog = async (): Promise<CatalogIndex> => {
    const at = performance.now();
    if (catalogIndex && at - catalogIndex.checkedAt < CATALOG_STAMP_MAX_AGE_MS) return catalogIndex.index;
    const stamp = await forms.catalogStamp(db);
    if (catalogIndex?.stamp === stamp) {
      catalogIndex.checkedAt = at;
      return catalogIndex.index;
    }
    const rows = await forms.listCatalogSources(db);
    const index = buildCatalogIndex(
      rows.flatMap(({ definition, current_version: _, ...row }) => {
        try {
          return [{ ...row, definition: parseStored(definition) }];
        } catch {
          return []; // a stored definition today's schema refuses stays out of the catalogue rather than breaking it
        }
      }),
    );
    catalogIndex = { stamp, index, checkedAt: at };
    return index;
  };

  /** The catalogue changed in this process: the next read checks the database again. */
  const catalogChanged = () => {
    catalogIndex = undefined;
  };

  /** What changes whenever the catalogue does (catalogStamp), as fresh as the index: pages showing the catalogue are made again. */
  const catalogVersion = async (): Promise<string> => {
    await currentCatalog();
    return catalogIndex?.stamp ?? '';
  };

  /** The public catalogue: every live application, in `locale`, by category then title. */
  const catalog = async (locale: Locale): Promise<CatalogEntryDto[]> => (await currentCatalog()).all(locale);

  /** One page of the catalogue's search (words in any language, a trade, a document type). */
  const searchCatalog = async (query: CatalogSearchQuery): Promise<CatalogPageDto> => (await currentCatalog()).search(query);

  /** The search over the applications the business cannot use yet (the dashboard's "to request"). */
  const searchRequestable = async ({ businessId }: RequestScope, query: CatalogSearchQuery): Promise<CatalogPageDto> => {
    const [index, usable] = await Promise.all([currentCatalog(), forms.listFormsForUser(db, { businessId, locale: query.locale, at: now() })]);
    return index.search(query, { exclude: new Set(usable.map((form) => form.id)) });
  };

  /** A live application of the catalogue by its key (404 otherwise). */
  const catalogSource = async (key: string): Promise<CatalogApplication> => {
    const source = (await currentCatalog()).byKey(key);
    if (!source) throw new AppError('form_not_found');
    return source;
  };

  /** A public form for an anonymous visitor: 404 alike for unknown, deleted and private ones. */
  const publicForm = async (formId: string): Promise<UsableForm> => {
    const form = await forms.findPublicForm(db, formId);
    if (!form) throw new AppError('form_not_found');
    return { form, definition: await definitionOf(form.id, form.current_version) };
  };

  /** A summary with its title and description in `locale`, from the current definition's translations. */
  const localizedSummary = ({ form, definition }: UsableForm, locale: Locale): FormSummaryDto => {
    const text = localizeDefinition(definition, locale);
    return { ...toSummary(form, 'public'), title: text.title, description: text.description ?? form.description };
  };

  const listPublic = async (locale: Locale): Promise<FormSummaryDto[]> =>
    (await forms.listPublicForms(db, locale)).map(({ local_title, local_description, ...row }) => ({
      ...toSummary(row, 'public'),
      title: local_title,
      description: local_description,
    }));

  /** The definition itself stays in its own language (the client localizes it), as GET /user/forms/{id}. */
  const getPublic = async (formId: string, locale: Locale): Promise<FormDetailDto> => {
    const usable = await publicForm(formId);
    return { ...localizedSummary(usable, locale), form_schema: usable.definition };
  };

  /**
   * The current definition, or the given version (the one an older document was made with). A version
   * the user has documents of is answered even when the form is no longer usable (access removed,
   * add-on ended, form deleted), so those documents still open, edit and print.
   */
  const getForUser = async (scope: RequestScope, formId: string, version?: number): Promise<FormDetailDto> => {
    const { businessId } = scope;
    const { form, access, definition } = await usableForm(scope, formId).catch(async (error: unknown) => {
      const denied = error instanceof AppError && (error.code === 'forbidden' || error.code === 'form_not_found');
      const owned = denied && version !== undefined ? await forms.findFormOfOwnDocuments(db, { businessId, id: formId, version }) : undefined;
      if (!owned) throw error;
      return { form: owned, access: 'documents' as const, definition: await definitionOf(owned.id, owned.current_version) };
    });
    const summary = toSummary(form, access);
    if (version === undefined || version === form.current_version) return { ...summary, form_schema: definition };
    const past = await findVersion(form.id, version);
    if (!past) throw new AppError('form_not_found', { message: `This application has no version ${version}` });
    return { ...summary, version, form_schema: past };
  };

  /**
   * Stores a validated definition, idempotently by key and version: a new key makes a new form,
   * a higher version becomes current, an existing version is left as it is. Only `restoreDeleted`
   * (an admin's upload) brings a deleted form back; the catalogue seeding at start never does, so an
   * admin's deletion survives restarts and new releases of the catalogue.
   */
  const publish = async (
    definition: FormDefinition,
    { restoreDeleted = false }: { restoreDeleted?: boolean } = {},
  ): Promise<{ id: string; created: boolean; updated: boolean; restored: boolean }> => {
    const result = await db.transaction().execute(async (trx) => {
      const at = now();
      const fields = {
        title: definition.title,
        description: definition.description ?? '',
        category: definition.category,
        is_public: definition.public ?? false,
        addon: definition.addon ?? null,
        updated_at: at,
      };
      const existing = await forms.findFormByKey(trx, definition.key);
      if (!existing) {
        const id = newId(at);
        await forms.insertForm(trx, { id, key: definition.key, current_version: definition.version, ...fields });
        await forms.insertFormVersion(trx, { form_id: id, version: definition.version, definition });
        return { id, created: true, updated: false, restored: false };
      }
      await forms.insertFormVersion(trx, { form_id: existing.id, version: definition.version, definition });
      const newer = definition.version > existing.current_version;
      const wasDeleted = existing.deleted_at !== null;
      if (newer) await forms.updateFormCurrent(trx, existing.id, { current_version: definition.version, ...fields });
      if (wasDeleted && restoreDeleted) await forms.restoreForm(trx, existing.id, at);
      return { id: existing.id, created: false, updated: newer, restored: wasDeleted && restoreDeleted };
    });
    catalogChanged();
    return result;
  };

  /** A form that is not deleted, by id (undefined: unknown or deleted). */
  const liveForm = (formId: string) => forms.findLiveForm(db, formId);

  /** Soft delete (documents made with it keep their definition); false when unknown or already deleted. */
  const softDelete = async (formId: string): Promise<boolean> => {
    const deleted = await forms.softDeleteForm(db, formId, now());
    if (deleted) catalogChanged();
    return deleted;
  };

  /** Whether the business has the application of this key allocated, or included with an add-on of its active subscription (public does not count). */
  const hasApplication = async ({ businessId }: BusinessScope, key: string): Promise<boolean> => {
    const form = await forms.findFormByKey(db, key);
    if (!form || form.deleted_at !== null) return false;
    const found = await forms.findFormForUser(db, { businessId, id: form.id, at: now() });
    return found !== undefined && (found.allocated || found.included);
  };

  /** The catalogue's fingerprint the last full publish at a start recorded (catalog.ts seedCatalog), if any. */
  const publishedCatalog = (): Promise<string | undefined> => forms.findCatalogFingerprint(db);
  /** Records the catalogue a start has just published in full. */
  const recordPublishedCatalog = (fingerprint: string): Promise<void> => forms.saveCatalogFingerprint(db, fingerprint, now());

  return {
    usableForm,
    publicForm,
    listForUser,
    listPublic,
    catalog,
    catalogVersion,
    catalogChanged,
    searchCatalog,
    searchRequestable,
    catalogSource,
    getForUser,
    getPublic,
    publish,
    definitionOf,
    liveForm,
    softDelete,
    hasApplication,
    publishedCatalog,
    recordPublishedCatalog,
  };
};

export type FormsService = ReturnType<typeof createFormsService>;
