import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AutoTagJobDto, DocumentTagsResponse, ServiceTagBody, ServiceTagDto } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import type { ServiceTagRow } from '../../db/schema-reminders.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import type { Jobs } from '../../infra/jobs/jobs.js';
import type { DocumentHook, DocumentsService, SavedDocumentInfo } from '../documents/index.js';
import type { NotificariAccess } from './notificari-access.js';
import { matchedText, serviceDate, tagMatcher, vehicleKey } from './tag-matcher.js';
import * as repo from './tags.repo.js';

export const AUTO_TAG_JOB = 'auto-tag';
const autoTagKey = (businessId: string) => `${AUTO_TAG_JOB}:${businessId}`;

const TAGS_CACHE_MS = 5000;

export type AutoTagTuning = { batch: number };
/**
 * Documents per batch, on both databases. Each batch is one read and one write statement; matching
 * its text holds the event loop, so bigger batches on PostgreSQL cost other users more than they
 * save (100,000 estimates: 500 per batch 44 s with their p99 138 ms, 1,000 per batch 26-41 s with
 * p99 107-112 ms, 200 per batch 41 s with p99 43 ms; bench/history/reminders.md, 2026-11-27).
 */
export const AUTO_TAG_TUNING: AutoTagTuning = { batch: 200 };

const toDto = (row: ServiceTagRow & { documents?: string | number | null }): ServiceTagDto => ({
  id: row.id,
  name: row.name,
  interval_months: row.interval_months,
  aliases: row.aliases,
  documents: Number(row.documents ?? 0),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** "ulei,  schimb ulei,,revizie" → "ulei, schimb ulei, revizie". */
const tidyAliases = (aliases: string) =>
  aliases
    .split(',')
    .map((a) => a.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(', ');


export const createTagsService = ({ db, access, documents, jobs, now, log, tuning: given = {} }: {
  db: Kysely<Database>;
  access: NotificariAccess;
  /** A document of the business, as its own feature answers it (404 document_not_found for another's). */
  documents: Pick<DocumentsService, 'get'>;
  jobs: Jobs;
  now: () => Date;
  log: FastifyBaseLogger;
  tuning?: Partial<AutoTagTuning>;
}) => {
  const tuning = { ...AUTO_TAG_TUNING, ...given };
  /** Form versions never change: whether one is an estimate or a quote is asked once per process. */
  const taggableVersions = new Map<string, boolean>();
  const isTaggable = async (formId: string, version: number) => {
    const key = `${formId}:${version}`;
    let known = taggableVersions.get(key);
    if (known === undefined) {
      known = await repo.isTaggableVersion(db, formId, version);
      taggableVersions.set(key, known);
    }
    return known;
  };

  /**
   * Each business's tags for the submit path, kept TAGS_CACHE_MS: a submit then costs no statement
   * for a business without tags. A change on this instance drops its entry at once; one made on
   * another instance is seen within TAGS_CACHE_MS (a document saved meanwhile is tagged by the next
   * auto-tagging run).
   */
  const cached = new Map<string, { at: number; tags: repo.MatchTag[] }>();
  const tagsOf = async (businessId: string) => {
    const hit = cached.get(businessId);
    if (hit && performance.now() - hit.at < TAGS_CACHE_MS) return hit.tags;
    const tags = await repo.tagsForMatching(db, businessId);
    cached.set(businessId, { at: performance.now(), tags });
    if (cached.size > 10_000) cached.delete(cached.keys().next().value ?? businessId);
    return tags;
  };
  const forget = (businessId: string) => void cached.delete(businessId);

  const list = async ({ businessId }: RequestScope): Promise<ServiceTagDto[]> => {
    await access.require(businessId);
    return (await repo.listTags(db, businessId)).map(toDto);
  };

  const create = async ({ businessId, userId }: RequestScope, body: ServiceTagBody): Promise<ServiceTagDto> => {
    await access.require(businessId);
    const at = now();
    const id = newId(at);
    if (!(await repo.insertTag(db, { id, business_id: businessId, name: body.name, interval_months: body.interval_months, aliases: tidyAliases(body.aliases), created_by: userId, at }))) {
      throw new AppError('tag_name_taken');
    }
    forget(businessId);
    const row = await repo.findTag(db, businessId, id);
    if (!row) throw new AppError('tag_not_found');
    return toDto(row);
  };

  const update = async ({ businessId }: RequestScope, id: string, body: ServiceTagBody): Promise<ServiceTagDto> => {
    await access.require(businessId);
    const before = await repo.findTag(db, businessId, id);
    if (!before) throw new AppError('tag_not_found');
    const result = await repo.updateTag(db, { id, business_id: businessId, name: body.name, interval_months: body.interval_months, aliases: tidyAliases(body.aliases), at: now() });
    if (result === 'taken') throw new AppError('tag_name_taken');
    if (result === 'missing') throw new AppError('tag_not_found');
    forget(businessId);
    if (before.interval_months !== body.interval_months) await repo.redateReminders(db, businessId, id, body.interval_months);
    const row = (await repo.listTags(db, businessId)).find((t) => t.id === id);
    if (!row) throw new AppError('tag_not_found');
    return toDto(row);
  };

  /** SPEC §4: after confirmation (the client's) the tag is removed from every estimate. */
  const remove = async ({ businessId }: RequestScope, id: string): Promise<void> => {
    await access.require(businessId);
    if (!(await repo.deleteTag(db, businessId, id))) throw new AppError('tag_not_found');
    forget(businessId);
  };

  /** Tags `docs` with what their text names, except tags the user took off by hand; answers how many tags were new. */
  const tagDocuments = async (businessId: string, docs: repo.TaggingDocument[], tags: repo.MatchTag[], source: 'auto' | 'manual') => {
    const match = tagMatcher(tags);
    const rows: repo.FoundTag[] = [];
    for (const doc of docs) {
      const ids = match(matchedText(doc.facts));
      if (ids.length === 0) continue;
      const vehicle = vehicleKey(doc.facts) ?? null;
      const day = serviceDate(doc.facts, doc.created_at);
      for (const tagId of ids) rows.push({ document_id: doc.id, tag_id: tagId, vehicle_key: vehicle, service_date: day });
    }
    return repo.writeTags(db, businessId, rows, source, now());
  };

  /** The submit path: a new estimate or quote gets the tags its lines name (a few indexed statements; nothing when the business has no tags). */
  const tagSaved = async (doc: SavedDocumentInfo): Promise<void> => {
    try {
      if (!(await isTaggable(doc.formId, doc.formVersion))) return;
      const tags = await tagsOf(doc.businessId);
      if (tags.length === 0) return;
      await tagDocuments(doc.businessId, [{ id: doc.id, facts: doc.facts, created_at: doc.createdAt }], tags, 'auto');
    } catch (error) {
      // The document is saved either way; the next auto-tagging run tags it.
      log.error({ err: error, document: doc.id }, 'tagging a new document failed');
    }
  };

  /**
   * The edit path: an edited estimate's auto tags follow its new text (tags added by hand stay,
   * tags taken off by hand stay off), all its tags take its new vehicle and date, and the
   * reminders of every (tag, vehicle) pair it carried before or carries now are recomputed.
   */
  const retagEdited = async (doc: SavedDocumentInfo): Promise<void> => {
    try {
      if (!(await isTaggable(doc.formId, doc.formVersion))) return;
      const tags = await tagsOf(doc.businessId);
      const current = await repo.documentTagRows(db, doc.businessId, doc.id);
      if (tags.length === 0 && current.length === 0) return;
      const matched = new Set(tagMatcher(tags)(matchedText(doc.facts)));
      const removedByHand = await repo.removedPairs(db, doc.businessId, [doc.id]);
      const vehicle = vehicleKey(doc.facts) ?? null;
      const day = serviceDate(doc.facts, doc.createdAt);
      const stale = current.filter((t) => t.source === 'auto' && !matched.has(t.tag_id)).map((t) => t.tag_id);
      const has = new Set(current.map((t) => t.tag_id));
      const added = [...matched].filter((id) => !has.has(id) && !removedByHand.has(`${doc.id}|${id}`));
      const moved = current.some((t) => t.vehicle_key !== vehicle || t.service_date !== day);
      if (stale.length === 0 && added.length === 0 && !moved) return;
      const at = now();
      await repo.inTransaction(db, async (tx) => {
        await repo.removeDocumentTags(tx, doc.businessId, doc.id, stale);
        if (moved) await repo.redateDocumentTags(tx, doc.businessId, doc.id, vehicle, day);
        await repo.addDocumentTags(
          tx,
          added.map((tagId) => ({ document_id: doc.id, tag_id: tagId, business_id: doc.businessId, vehicle_key: vehicle, service_date: day, source: 'auto' as const, created_at: at })),
        );
        const pairs = new Map<string, repo.Pair>();
        for (const t of current) if (t.vehicle_key) pairs.set(`${t.tag_id}|${t.vehicle_key}`, { tag_id: t.tag_id, vehicle_key: t.vehicle_key });
        if (vehicle) for (const tagId of [...has, ...added]) pairs.set(`${tagId}|${vehicle}`, { tag_id: tagId, vehicle_key: vehicle });
        await repo.refreshReminders(tx, doc.businessId, [...pairs.values()]);
      });
    } catch (error) {
      // The edit is saved either way; the reminders catch up at the next edit or auto-tagging run.
      log.error({ err: error, document: doc.id }, 'tagging an edited document failed');
    }
  };

  /**
   * The delete path, in the deletion's transaction: before the document goes, the (tag, vehicle)
   * pairs it carries; the answer, run after it went, points each pair's reminder at the previous
   * document with the tag, or removes it when none is left.
   */
  const documentDeleting = async (tx: Transaction<Database>, businessId: string, documentId: string): Promise<() => Promise<void>> => {
    const pairs = await repo.documentPairs(tx, businessId, documentId);
    return async () => repo.refreshReminders(tx, businessId, pairs);
  };

  jobs.register(AUTO_TAG_JOB, async (ctx) => {
    const businessId = String(ctx.payload.businessId);
    const formIds = await repo.taggableFormIds(db, businessId);
    const tags = await repo.tagsForMatching(db, businessId);
    const total = await repo.countDocuments(db, businessId, formIds);
    // Taken over after a restart: on from the last batch written (application, then date and id).
    const saved = ctx.payload.cursor as { form: number; created_at: string | null; id: string } | undefined;
    let form = saved?.form ?? 0;
    let after: repo.PageCursor | undefined = saved?.created_at ? { created_at: saved.created_at, id: saved.id } : undefined;
    let done = saved ? ctx.job.done : 0;
    let tagged = saved && typeof ctx.payload.tagged === 'number' ? ctx.payload.tagged : 0;
    const state = () => ({ cursor: { form, created_at: after?.created_at ?? null, id: after?.id ?? '' }, tagged });
    await ctx.progress({ done, total, state: state(), force: true });
    if (tags.length === 0) return;
    while (form < formIds.length) {
      const page = await repo.documentsPage(db, { businessId, formId: formIds[form]!, after, limit: tuning.batch });
      if (page.length > 0) {
        tagged += await tagDocuments(businessId, page, tags, 'auto');
        done = Math.min(total, done + page.length);
        const last = page[page.length - 1]!;
        after = { created_at: last.cursor_at, id: last.id };
      }
      if (page.length < tuning.batch) {
        form += 1;
        after = undefined;
      }
      await ctx.progress({ done, total, state: state() });
      await ctx.pause();
    }
    await ctx.progress({ done: total, total, state: state(), force: true });
  });

  const jobDto = async (businessId: string): Promise<AutoTagJobDto> => {
    const job = await jobs.find(autoTagKey(businessId));
    if (!job) return { status: 'idle', done: 0, total: 0, tagged: 0, error: null, started_at: null, finished_at: null };
    return {
      status: job.status,
      done: job.done,
      total: job.total,
      tagged: typeof job.payload.tagged === 'number' ? job.payload.tagged : 0,
      error: job.last_error,
      started_at: job.created_at.toISOString(),
      finished_at: job.finished_at?.toISOString() ?? null,
    };
  };

  /** Starts auto-tagging the business's history; while one is queued or running, answers that one (never two at once). */
  const startAutoTag = async ({ businessId }: RequestScope): Promise<AutoTagJobDto> => {
    await access.require(businessId);
    await jobs.enqueue({ kind: AUTO_TAG_JOB, key: autoTagKey(businessId), businessId, payload: { businessId }, rerun: true });
    return jobDto(businessId);
  };

  const autoTagStatus = async ({ businessId }: RequestScope): Promise<AutoTagJobDto> => {
    await access.require(businessId);
    return jobDto(businessId);
  };

  const documentTags = async (scope: RequestScope, documentId: string): Promise<DocumentTagsResponse> => {
    const { businessId } = scope;
    await access.require(businessId);
    const doc = await documents.get(scope, documentId);
    const tags = await repo.documentTags(db, businessId, documentId);
    return { tags: tags.map(({ id, name, source }) => ({ id, name, source })), taggable: await isTaggable(doc.form_id, doc.form_version) };
  };

  /** By hand on the document: it carries exactly `tagIds` from now on. */
  const setDocumentTags = async (scope: RequestScope, documentId: string, tagIds: string[]): Promise<DocumentTagsResponse> => {
    const { businessId } = scope;
    await access.require(businessId);
    const doc = await documents.get(scope, documentId);
    if (!(await isTaggable(doc.form_id, doc.form_version))) throw new AppError('validation_error', { message: 'Tags apply to estimates and quotes only' });
    const own = new Map((await repo.tagsForMatching(db, businessId)).map((t) => [t.id, t]));
    const wanted = [...new Set(tagIds)];
    if (wanted.some((id) => !own.has(id))) throw new AppError('tag_not_found');
    const current = await repo.documentTags(db, businessId, documentId);
    const removed = current.filter((t) => !wanted.includes(t.id)).map((t) => t.id);
    const facts = doc.facts as Record<string, string>;
    const vehicle = vehicleKey(facts) ?? null;
    const day = serviceDate(facts, new Date(doc.created_at));
    const at = now();
    await repo.inTransaction(db, async (tx) => {
      await repo.removeDocumentTags(tx, businessId, documentId, removed);
      // Taken off by hand: auto-tagging and later edits leave it off; put back by hand: that is forgotten.
      await repo.recordRemovals(tx, businessId, documentId, removed, at);
      await repo.clearRemovals(tx, businessId, documentId, wanted);
      await repo.addDocumentTags(
        tx,
        wanted.map((tagId) => ({ document_id: documentId, tag_id: tagId, business_id: businessId, vehicle_key: vehicle, service_date: day, source: 'manual' as const, created_at: at })),
      );
      if (vehicle) await repo.refreshReminders(tx, businessId, [...new Set([...wanted, ...removed])].map((tag_id) => ({ tag_id, vehicle_key: vehicle })));
    });
    return documentTags(scope, documentId);
  };

  /** Tags' hook on documents: tag a new document, re-tag an edited one, move reminders off a deleted one. */
  const documentHook: DocumentHook = {
    name: 'tags',
    submitted: tagSaved,
    updated: retagEdited,
    deleting: (tx, { businessId, id }) => documentDeleting(tx, businessId, id),
  };

  return { list, create, update, remove, startAutoTag, autoTagStatus, documentTags, setDocumentTags, documentHook };
};

export type TagsService = ReturnType<typeof createTagsService>;
