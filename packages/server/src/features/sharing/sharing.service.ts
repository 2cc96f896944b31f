import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isbot } from 'isbot';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import { z } from 'zod';
import {
  CUSTOMER_PAGE_PREFIX,
  SHARE_TOKEN_BYTES,
  SHARING_EVENT,
  customerActionOf,
  SHARE_TOKEN_PATTERN,
  type AnswerBody,
  type AnswerDto,
  type DocumentDto,
  type DocumentSharingDto,
  type FormData,
  type FormDefinition,
  type Locale,
  type PublicDocumentDto,
  type SendBody,
  type SendResponse,
  type ShareState,
  type SharingEventPayload,
} from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import { signatureImage } from './signature-image.js';
import type { ActorScope, RequestScope } from '../../http/request-user.js';
import type { CounterStore } from '../../infra/counter-store.js';
import type { Jobs } from '../../infra/jobs/jobs.js';
import { createRateLimiter, type RateLimit } from '../../infra/rate-limit.js';
import { SmsError, toE164, type SmsGateway } from '../../integrations/sms/sms-gateway.js';
import type { Mailer } from '../../mail/mailer.js';
import type { CustomerAnswerForPdf } from '../../pdf/customer-answer.js';
import { pdfFileName, type PdfFileName } from '../../pdf/file-name.js';
import type { PdfRenderer } from '../../pdf/pool.js';
import { maskIp } from '../auth/index.js';
import type { DocumentsService } from '../documents/index.js';
import type { EfacturaService } from '../efactura/index.js';
import type { FormsService } from '../forms/index.js';
import { workshopOf } from '../reminders/index.js';
import { loadAnsweredVersion } from './answered-version.js';
import { contentSha256, customerLines, documentView } from './document-view.js';
import { buildModel } from '../../pdf/model.js';
import { answeredMail, documentMail, documentSms } from './sharing-mails.js';
import * as repo from './sharing.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const USER_AGENT_MAX = 300;

export type SharingLimits = {
  /** Sends per business (e-mails and SMS cost, and a loop must not spam customers). */
  sends: RateLimit;
  /** Customer page calls per IP address (opening, the PDF, the XML, answering). */
  publicPerIp: RateLimit;
};
/** E-mail sends' PDFs made at once per process (sendPdfs below): enough to keep two PDF workers busy. */
export const SEND_PDFS_AT_ONCE = 4;

export const SHARING_LIMITS: SharingLimits = { sends: { limit: 200, windowMs: 60 * 60_000 }, publicPerIp: { limit: 120, windowMs: 10 * 60_000 } };

/** Makes an answer's PDF in the customer's language right after the answer, off the request (answeredFile). */
export const ANSWER_PDF_JOB = 'share-answer-pdf';

/** The PDF of a document as sent to its customer. */
export type SharedFile = { filename: PdfFileName; pdf: Buffer };

const emailSchema = z.string().email().max(254);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const answerDto = (row: repo.AnswerRow): AnswerDto => ({
  id: row.id,
  decision: row.decision,
  document_version: row.document_version,
  lines: row.lines,
  comment: row.comment,
  signer_name: row.signer_name,
  answered_at: row.answered_at.toISOString(),
  content_sha256: row.content_sha256,
  link_id: row.link_id,
});

/** What the PDF's closing page prints of an answer (pdf/customer-answer.ts). */
const answerForPdf = (row: repo.AnswerRow): CustomerAnswerForPdf => ({
  decision: row.decision,
  signerName: row.signer_name,
  answeredAt: row.answered_at.toISOString(),
  documentVersion: row.document_version,
  lines: row.lines,
  comment: row.comment,
  ...(row.signature ? { signaturePng: new Uint8Array(row.signature) } : {}),
  contentSha256: row.content_sha256,
  network: row.network,
  userAgent: row.user_agent,
  linkId: row.link_id,
});

/** The state the workshop sees, from what happened: the answer to the current version, else opened, else sent. */
export const shareStateOf = ({ version, answers, links, sends }: { version: number; answers: { document_version: number; decision: ShareState }[]; links: { first_opened_at: Date | null }[]; sends: { status: string }[] }): ShareState => {
  const current = answers.find((a) => a.document_version === version);
  if (current) return current.decision;
  if (links.some((l) => l.first_opened_at !== null)) return 'opened';
  if (sends.some((s) => s.status === 'sent')) return 'sent';
  return 'not_sent';
};

export const createSharingService = ({
  db,
  documents,
  forms,
  efactura,
  renderer,
  jobs,
  logoOf,
  showsLogo,
  mailer,
  sms,
  counters,
  emit,
  publicUrl,
  linkDays,
  now,
  log,
  limits = SHARING_LIMITS,
}: {
  db: Kysely<Database>;
  documents: DocumentsService;
  forms: FormsService;
  efactura: EfacturaService;
  renderer: PdfRenderer;
  jobs: Jobs;
  /** The business's logo while it may show it (the logo add-on): on its PDFs and its customers' page. */
  logoOf: (scope: { businessId: string }) => Promise<{ content: Buffer; mime: string } | undefined>;
  /** Whether logoOf would give one: the customer's page links to it without reading the image. */
  showsLogo: (scope: { businessId: string }) => Promise<boolean>;
  mailer: Mailer;
  sms: SmsGateway;
  counters: CounterStore;
  /** Tells the business's open pages (the presence socket). */
  emit: (businessId: string, event: string, payload: unknown) => void;
  publicUrl: string;
  linkDays: number;
  now: () => Date;
  log: FastifyBaseLogger;
  limits?: SharingLimits;
}) => {
  const sendLimiter = createRateLimiter(counters, 'share-send', limits.sends);
  const publicLimiter = createRateLimiter(counters, 'share-public', limits.publicPerIp);

  /** The customer's page acts for the link's business only, as no one: the documents service reads by business. */
  const asBusiness = (businessId: string): RequestScope => ({ businessId, userId: '', role: 'member' });

  const tell = async (businessId: string, documentId: string) => {
    try {
      const state = (await repo.statesOf(db, businessId, [documentId])).get(documentId) ?? 'not_sent';
      const payload: SharingEventPayload = { document_id: documentId, state, at: now().toISOString() };
      emit(businessId, SHARING_EVENT, payload);
    } catch (error) {
      log.warn({ err: error, document: documentId }, 'sharing: live event not sent');
    }
  };

  /**
   * The PDFs of e-mail sends, a few at a time: 200 sends at once would otherwise fill the PDF
   * pool's queue (its 503 is for a flood, not for a workshop sending its day's estimates) and
   * stand before every other user's PDF; the rest wait their turn here, their requests open.
   */
  const sendPdfs = pLimit(SEND_PDFS_AT_ONCE);

  const render = async (definition: FormDefinition, doc: { data: FormData; number: string; created_at: string }, locale: Locale, businessId: string, answer?: CustomerAnswerForPdf): Promise<SharedFile> => {
    const logo = (await logoOf({ businessId }))?.content;
    return {
      filename: pdfFileName({ definition, data: doc.data, number: doc.number, locale }),
      pdf: await renderer.render({ definition, document: doc, locale, logo, ...(answer ? { answer } : {}) }),
    };
  };

  /**
   * An answered version's PDF, with its closing page: as first made in this language (kept), else
   * made now and kept. The customer approved that document: its PDF stays as it was when a logo,
   * the layout or the fonts change later, and a download is a read instead of a rendering.
   */
  const answeredFile = async (answer: repo.AnswerRow, definition: FormDefinition, createdAt: string, locale: Locale): Promise<SharedFile> => {
    const doc = { data: answer.data as FormData, number: answer.number, created_at: createdAt };
    const filename = pdfFileName({ definition, data: doc.data, number: doc.number, locale });
    const kept = await repo.keptAnswerPdf(db, answer.id, locale);
    if (kept) return { filename, pdf: kept };
    const made = await render(definition, doc, locale, answer.business_id, answerForPdf(answer));
    return { filename, pdf: await repo.keepAnswerPdf(db, { answer_id: answer.id, locale, business_id: answer.business_id, pdf: made.pdf, created_at: now() }) };
  };

  jobs.register(ANSWER_PDF_JOB, async (ctx) => {
    const { answerId, businessId, locale } = ctx.payload as { answerId: string; businessId: string; locale: Locale };
    const answer = await repo.findAnswerOfBusiness(db, businessId, answerId);
    // Gone with its document (an answer goes when its document is deleted): nothing to keep.
    if (!answer) return;
    const [doc, definition] = await Promise.all([documents.get(asBusiness(businessId), answer.document_id), forms.definitionOf(answer.form_id, answer.form_version)]);
    await answeredFile(answer, definition, doc.created_at, locale);
  });

  const titleOf = (definition: FormDefinition, data: FormData, number: string, locale: Locale) => pdfFileName({ definition, data, number, locale }).name.replace(/\.pdf$/, '').split(' - ')[0] ?? number;

  // ---- The workshop's side ----

  const send = async (scope: ActorScope, documentId: string, body: SendBody): Promise<SendResponse> => {
    const doc = await documents.get(scope, documentId);
    if (body.channel === 'sms' && !sms.configured) throw new AppError('sms_unavailable');
    const to = body.to?.trim() || undefined;
    let recipient: string | null = to ?? null;
    if (body.channel === 'email') {
      if (!to || !emailSchema.safeParse(to).success) throw new AppError('recipient_invalid', { message: "The customer's e-mail address is not valid", details: [{ path: 'to', message: 'an e-mail address' }] });
      recipient = to.toLowerCase();
    } else if (body.channel !== 'link' && to !== undefined) {
      const e164 = toE164(to);
      if (!e164) throw new AppError('recipient_invalid', { message: 'The phone number cannot receive an SMS', details: [{ path: 'to', message: 'a mobile phone number' }] });
      recipient = e164;
    } else if (body.channel === 'sms') {
      throw new AppError('recipient_invalid', { message: "The customer's phone number is missing", details: [{ path: 'to', message: 'a mobile phone number' }] });
    }
    await sendLimiter.hit(scope.businessId);

    const at = now();
    const token = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
    const url = `${publicUrl}${CUSTOMER_PAGE_PREFIX}${token}`;
    const linkId = newId(at);
    const expiresAt = new Date(at.getTime() + linkDays * DAY_MS);
    await repo.insertLink(db, { id: linkId, business_id: scope.businessId, document_id: doc.id, token_hash: hashToken(token), document_version: doc.version, created_by: scope.userId, created_at: at, expires_at: expiresAt });

    const definition = await forms.definitionOf(doc.form_id, doc.form_version);
    const workshop = await workshopOf(db, scope.businessId);
    const title = titleOf(definition, doc.data, doc.number, body.locale);
    const message = body.message ?? '';
    let failure: AppError | undefined;
    if (body.channel === 'email') {
      try {
        const file = await sendPdfs(() => render(definition, { data: doc.data, number: doc.number, created_at: doc.created_at }, body.locale, scope.businessId));
        const mail = documentMail(body.locale, { title, workshop: workshop.name, phone: workshop.phone, message, link: url, expires: expiresAt.toISOString() });
        await mailer.send({
          to: recipient!,
          ...mail,
          link: url,
          about: { business: scope.businessId, document: doc.id },
          fromName: workshop.name,
          ...(workshop.replyTo ? { replyTo: workshop.replyTo } : {}),
          attachments: [{ filename: file.filename.name, content: file.pdf, contentType: 'application/pdf' }],
        });
      } catch (error) {
        if (error instanceof AppError) {
          // The PDF's own refusal (its queue full, a timeout): no e-mail went, recorded and withdrawn as below.
          failure = error;
        } else {
          log.error({ err: error, business: scope.businessId, document: doc.id }, 'document e-mail to the customer not sent');
          failure = new AppError('service_unavailable', { message: 'The e-mail could not be sent (the mail server does not answer): try again later' });
        }
      }
    } else if (body.channel === 'sms') {
      try {
        await sms.sendSms({ to: recipient!, text: documentSms(body.locale, { title, workshop: workshop.name, message, link: url }), idempotencyKey: linkId });
      } catch (error) {
        if (!(error instanceof SmsError)) throw error;
        log.warn({ kind: error.kind, status: error.status, business: scope.businessId, document: doc.id }, 'document SMS to the customer not sent');
        failure =
          error.kind === 'not_configured'
            ? new AppError('sms_unavailable')
            : error.kind === 'invalid_number'
              ? new AppError('recipient_invalid', { message: 'The phone number cannot receive an SMS', details: [{ path: 'to', message: error.reason ?? 'not a mobile number' }] })
              : error.kind === 'invalid_text'
                ? new AppError('validation_error', { message: 'The message is too long for an SMS', details: [{ path: 'message', message: error.reason ?? 'too long' }] })
                : new AppError('sms_failed', error.retryAfterMs ? { headers: { 'retry-after': String(Math.ceil(error.retryAfterMs / 1000)) } } : {});
      }
    }
    const sendId = newId(at);
    await repo.insertSend(db, {
      id: sendId,
      business_id: scope.businessId,
      document_id: doc.id,
      link_id: linkId,
      channel: body.channel,
      recipient,
      message,
      locale: body.locale,
      document_version: doc.version,
      sent_by: scope.userId,
      sent_at: at,
      status: failure ? 'failed' : 'sent',
      error: failure?.code ?? null,
    });
    if (failure) {
      // A link nobody received is no use to anyone: withdrawn at once.
      await repo.revokeLink(db, { businessId: scope.businessId, documentId: doc.id, linkId, at });
      throw failure;
    }
    await tell(scope.businessId, doc.id);
    return {
      send: { id: sendId, channel: body.channel, to: recipient, sent_at: at.toISOString(), sent_by: scope.name || scope.email, document_version: doc.version, link_id: linkId, status: 'sent' },
      url,
    };
  };

  const sharing = async (scope: RequestScope, documentId: string): Promise<DocumentSharingDto> => {
    const doc = await documents.get(scope, documentId);
    const [links, sends, answers] = await Promise.all([repo.linksOf(db, scope.businessId, doc.id), repo.sendsOf(db, scope.businessId, doc.id), repo.answersOf(db, scope.businessId, doc.id)]);
    return {
      state: shareStateOf({ version: doc.version, answers, links, sends }),
      action: customerActionOf(doc.kind),
      links: links.map((l) => ({
        id: l.id,
        created_at: l.created_at.toISOString(),
        created_by: l.creator_name,
        expires_at: l.expires_at.toISOString(),
        revoked_at: l.revoked_at?.toISOString() ?? null,
        first_opened_at: l.first_opened_at?.toISOString() ?? null,
        last_opened_at: l.last_opened_at?.toISOString() ?? null,
        document_version: l.document_version,
      })),
      sends: sends.map((s) => ({ id: s.id, channel: s.channel, to: s.recipient, sent_at: s.sent_at.toISOString(), sent_by: s.sender_name, document_version: s.document_version, link_id: s.link_id, status: s.status })),
      answers: answers.map(answerDto),
      sms_available: sms.configured,
    };
  };

  const revoke = async (scope: RequestScope, documentId: string, linkId: string): Promise<void> => {
    await documents.get(scope, documentId);
    if (!(await repo.revokeLink(db, { businessId: scope.businessId, documentId, linkId, at: now() }))) throw new AppError('link_not_found');
  };

  /** An earlier answer's PDF: the version the customer answered, as it was then, with its closing page. */
  const answerPdf = async (scope: RequestScope, documentId: string, answerId: string, locale: Locale): Promise<SharedFile> => {
    const { doc, answer, definition } = await loadAnsweredVersion({ db, documents, forms }, scope, documentId, answerId);
    return answeredFile(answer, definition, doc.created_at, locale);
  };

  // ---- The customer's page: the token is the only key ----

  /** The live link of a token (404 unknown or revoked, 410 expired with the business's contact), counted per address. */
  const openLink = async (token: string, ip: string) => {
    await publicLimiter.hit(ip);
    const link = SHARE_TOKEN_PATTERN.test(token) ? await repo.findLinkByHash(db, hashToken(token)) : undefined;
    if (!link || link.revoked_at) throw new AppError('link_not_found');
    if (link.expires_at.getTime() <= now().getTime()) {
      const contact = await businessContactOf(link.business_id);
      throw new AppError('link_expired', {
        details: [
          { path: 'business.name', message: contact.name },
          ...(contact.phone ? [{ path: 'business.phone', message: contact.phone }] : []),
          ...(contact.email ? [{ path: 'business.email', message: contact.email }] : []),
        ],
      });
    }
    const doc = await documents.get(asBusiness(link.business_id), link.document_id);
    return { link, doc };
  };

  const businessContactOf = async (businessId: string): Promise<PublicDocumentDto['business']> => {
    const row = await repo.businessContact(db, businessId);
    const address = [row?.address, row?.city, row?.county].map((part) => part?.trim()).filter(Boolean).join(', ');
    const workshop = await workshopOf(db, businessId);
    return {
      name: row?.profile?.trim() || row?.business?.trim() || workshop.name,
      logo_url: null,
      phone: row?.phone?.trim() || null,
      email: workshop.replyTo?.address ?? null,
      address: address || null,
    };
  };

  const localeOf = (link: { locale: string | null }, asked: Locale | undefined): Locale => asked ?? (link.locale === 'en' || link.locale === 'it' ? link.locale : 'ro');

  /**
   * The customer's page. A robot's visit (a messenger drawing the link's preview: WhatsApp,
   * Facebook, Telegram, Slack, iMessage…, told by its User-Agent) is counted like any other but is
   * not the customer opening it: the workshop sees neither an open nor a live event.
   */
  const view = async (token: string, { ip, locale, userAgent }: { ip: string; locale?: Locale | undefined; userAgent: string }): Promise<PublicDocumentDto> => {
    const { link, doc } = await openLink(token, ip);
    if (!isbot(userAgent)) {
      const opened = await repo.markOpened(db, link.id, now());
      if (opened?.first) await tell(link.business_id, doc.id);
    }
    const chosen = localeOf(link, locale);
    const [definition, business, answer, logo] = await Promise.all([
      forms.definitionOf(doc.form_id, doc.form_version),
      businessContactOf(link.business_id),
      repo.answerOfVersion(db, doc.id, doc.version),
      showsLogo({ businessId: link.business_id }),
    ]);
    const base = `/api/public/d/${token}`;
    return {
      business: { ...business, logo_url: logo ? `${base}/logo` : null },
      document: documentView({ definition, data: doc.data, number: doc.number, created_at: doc.created_at, version: doc.version }, chosen),
      action: customerActionOf(doc.kind),
      answer: answer ? answerDto(answer) : null,
      expires_at: link.expires_at.toISOString(),
      locale: chosen,
      pdf_url: `${base}/pdf?locale=${chosen}`,
      xml_url: doc.kind === 'invoice' ? `${base}/xml` : null,
    };
  };

  const pdf = async (token: string, { ip, locale }: { ip: string; locale?: Locale | undefined }): Promise<SharedFile> => {
    const { link, doc } = await openLink(token, ip);
    const [definition, answer] = await Promise.all([forms.definitionOf(doc.form_id, doc.form_version), repo.answerOfVersion(db, doc.id, doc.version)]);
    const chosen = localeOf(link, locale);
    return answer ? answeredFile(answer, definition, doc.created_at, chosen) : render(definition, { data: doc.data, number: doc.number, created_at: doc.created_at }, chosen, link.business_id);
  };

  /** The business's logo on its customer's page (404 when it has none it may show). */
  const logo = async (token: string, { ip }: { ip: string }): Promise<{ content: Buffer; mime: string }> => {
    const { link } = await openLink(token, ip);
    const found = await logoOf({ businessId: link.business_id });
    if (!found) throw new AppError('not_found', { message: 'The business shows no logo' });
    return found;
  };

  const xml = async (token: string, { ip }: { ip: string }) => {
    const { link, doc } = await openLink(token, ip);
    return efactura.xmlOf(asBusiness(link.business_id), doc.id);
  };

  const answer = async (token: string, body: AnswerBody, { ip, userAgent }: { ip: string; userAgent: string }): Promise<AnswerDto> => {
    const { link, doc } = await openLink(token, ip);
    const action = customerActionOf(doc.kind);
    const allowed = action === 'approve' ? ['approve', 'decline'] : action === 'sign' ? ['sign'] : [];
    if (!allowed.includes(body.decision)) {
      throw new AppError('validation_error', { message: action === 'view' ? 'This document is only to be seen' : `This document is answered by: ${allowed.join(', ')}`, details: [{ path: 'decision', message: allowed.join(', ') || 'none' }] });
    }
    if (body.version !== doc.version) throw new AppError('document_changed', { details: [{ path: 'version', message: `current version is ${doc.version}` }] });
    if (await repo.answerOfVersion(db, doc.id, doc.version)) throw new AppError('already_answered');
    const signature = signatureImage(body.signature);
    if (!signature && body.decision !== 'decline') {
      throw new AppError('signature_invalid', { message: 'A signature is needed', details: [{ path: 'signature', message: 'required' }] });
    }
    const definition = await forms.definitionOf(doc.form_id, doc.form_version);
    const count = customerLines(buildModel({ definition, document: { data: doc.data, number: doc.number, created_at: doc.created_at }, locale: 'ro' })).length;
    const lines = body.lines ?? [];
    const seen = new Set<number>();
    for (const [i, line] of lines.entries()) {
      if (line.index >= count || seen.has(line.index)) {
        throw new AppError('validation_error', { message: line.index >= count ? 'The document has no such line' : 'A line is answered twice', details: [{ path: `lines.${i}.index`, message: `0 to ${count - 1}, once each` }] });
      }
      seen.add(line.index);
    }
    const approvedCount = lines.filter((l) => l.approved).length;
    const decision: AnswerDto['decision'] =
      body.decision === 'sign' ? 'signed' : body.decision === 'decline' ? 'declined' : lines.length === 0 || approvedCount === lines.length ? 'approved' : approvedCount === 0 ? 'declined' : 'partly_approved';
    const at = now();
    const row: repo.AnswerRow = {
      id: newId(at),
      business_id: link.business_id,
      document_id: doc.id,
      link_id: link.id,
      document_version: doc.version,
      decision,
      lines,
      comment: body.comment,
      signer_name: body.signer_name,
      signature: signature ?? null,
      form_id: doc.form_id,
      form_version: doc.form_version,
      data: doc.data,
      number: doc.number,
      content_sha256: contentSha256(doc),
      network: maskIp(ip) ?? '',
      user_agent: userAgent.slice(0, USER_AGENT_MAX),
      answered_at: at,
    };
    const written = await repo.insertAnswer(db, { ...row, lines: JSON.stringify(lines), data: JSON.stringify(doc.data) });
    // Two answers at once: the unique (document, version) kept the first.
    if (!written) throw new AppError('already_answered');
    await tell(link.business_id, doc.id);
    await notify(link, doc, row);
    // Its PDF in the customer's language, made once now: the first download (theirs or the workshop's) reads it.
    await jobs.enqueue({ kind: ANSWER_PDF_JOB, key: `${ANSWER_PDF_JOB}:${row.id}`, businessId: link.business_id, payload: { answerId: row.id, businessId: link.business_id, locale: localeOf(link, undefined) } });
    return answerDto(row);
  };

  /** The member who sent it (or the owner) hears of the answer by e-mail; a mail failure does not undo the answer. */
  const notify = async (link: repo.LinkRow, doc: DocumentDto, row: repo.AnswerRow) => {
    try {
      const to = await repo.notifyAddress(db, link.business_id, link.created_by);
      if (!to) return;
      const definition = await forms.definitionOf(doc.form_id, doc.form_version);
      // Accounts have no language of their own: the product's, Romanian.
      const page = `${publicUrl}/documents/${doc.id}`;
      const mail = answeredMail('ro', { signer: row.signer_name, decision: row.decision, title: titleOf(definition, doc.data, doc.number, 'ro'), comment: row.comment, link: page });
      await mailer.send({ to: to.email, ...mail, link: page, about: { business: link.business_id, document: doc.id } });
    } catch (error) {
      log.error({ err: error, document: doc.id }, 'sharing: answer e-mail to the workshop not sent');
    }
  };

  /** History's column and filter (documents' DocumentListing). */
  const listing = {
    where: (_businessId: string, query: Readonly<Record<string, unknown>>) => (typeof query.share_state === 'string' ? repo.inShareState(query.share_state as ShareState) : undefined),
    columns: { share_state: repo.shareStateSql },
  };

  return { send, sharing, revoke, answerPdf, view, pdf, logo, xml, answer, listing };
};

export type SharingService = ReturnType<typeof createSharingService>;
