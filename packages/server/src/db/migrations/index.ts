import accounts from './001-accounts.js';
import formsDocuments from './002-forms-documents.js';
import publicSubmissions from './003-public-submissions.js';
import applicationRequests from './004-application-requests.js';
import statistics from './005-statistics.js';
import admin from './006-admin.js';
import localDaysFoldedNames from './007-local-days-folded-names.js';
import formAddons from './009-form-addons.js';
import submitSpeed from './010-submit-speed.js';
import createdBrin from './011-created-brin.js';
import submitBatches from './012-submit-batches.js';
import subscriptionOneOff from './013-subscription-one-off.js';
import sessionsIdempotency from './014-sessions-idempotency.js';
import companyProfiles from './015-company-profiles.js';
import sessionDevices from './016-session-devices.js';
import sessionLocks from './017-session-locks.js';
import businesses from './018-businesses.js';
import dataExports from './019-data-exports.js';
import accountDeletions from './020-account-deletions.js';
import appointments from './021-appointments.js';
import tagsReminders from './022-tags-reminders.js';
import registry from './023-registry.js';
import efactura from './024-efactura.js';
import calendarFeed from './025-calendar-feed.js';
import tagRemovals from './026-tag-removals.js';
import documentSeries from './027-document-series.js';
import functionsFromFiles from './028-functions-from-files.js';
import reminderDocuments from './029-reminder-documents.js';
import operatorDetails from './030-operator-details.js';
import reminderSms from './031-reminder-sms.js';
import sharing from './032-sharing.js';
import shareAnswerPdfs from './033-share-answer-pdfs.js';
import spv from './034-spv.js';
import vehicles from './035-vehicles.js';
import customers from './040-customers.js';
import spvReceived from './036-spv-received.js';
import spvPartsMarkup from './037-spv-parts-markup.js';
import spvOwnerMails from './038-spv-owner-mails.js';
import vehicleMerges from './039-vehicle-merges.js';
import today from './041-today.js';
import directoryLookups from './042-directory-lookups.js';
import directorySaves from './043-directory-saves.js';
import directoryNewest from './044-directory-newest.js';
import paperReminders from './045-paper-reminders.js';
import mergeAnchors from './046-merge-anchors.js';
import catalogSeeded from './047-catalog-seeded.js';
import spvErrorCodes from './048-spv-error-codes.js';
import spvMailLocale from './049-spv-mail-locale.js';
import documentNumberPrefix from './050-document-number-prefix.js';

export type Migration = { id: string; sql: string };

/** Forward-only, applied in this order; never edit one that has shipped, add the next. */
export const migrations: readonly Migration[] = [
  { id: '001-accounts', sql: accounts },
  { id: '002-forms-documents', sql: formsDocuments },
  { id: '003-public-submissions', sql: publicSubmissions },
  { id: '004-application-requests', sql: applicationRequests },
  { id: '005-statistics', sql: statistics },
  { id: '006-admin', sql: admin },
  { id: '007-local-days-folded-names', sql: localDaysFoldedNames },
  // No 008: it was kept for parallel work that did not need it (pending ids apply whatever their number).
  { id: '009-form-addons', sql: formAddons },
  { id: '010-submit-speed', sql: submitSpeed },
  { id: '011-created-brin', sql: createdBrin },
  { id: '012-submit-batches', sql: submitBatches },
  { id: '013-subscription-one-off', sql: subscriptionOneOff },
  { id: '014-sessions-idempotency', sql: sessionsIdempotency },
  { id: '015-company-profiles', sql: companyProfiles },
  { id: '016-session-devices', sql: sessionDevices },
  { id: '017-session-locks', sql: sessionLocks },
  { id: '018-businesses', sql: businesses },
  { id: '019-data-exports', sql: dataExports },
  { id: '020-account-deletions', sql: accountDeletions },
  { id: '021-appointments', sql: appointments },
  { id: '022-tags-reminders', sql: tagsReminders },
  { id: '023-registry', sql: registry },
  { id: '024-efactura', sql: efactura },
  { id: '025-calendar-feed', sql: calendarFeed },
  { id: '026-tag-removals', sql: tagRemovals },
  { id: '027-document-series', sql: documentSeries },
  { id: '028-functions-from-files', sql: functionsFromFiles },
  { id: '029-reminder-documents', sql: reminderDocuments },
  { id: '030-operator-details', sql: operatorDetails },
  { id: '031-reminder-sms', sql: reminderSms },
  { id: '032-sharing', sql: sharing },
  { id: '033-share-answer-pdfs', sql: shareAnswerPdfs },
  { id: '034-spv', sql: spv },
  { id: '035-vehicles', sql: vehicles },
  { id: '036-spv-received', sql: spvReceived },
  { id: '037-spv-parts-markup', sql: spvPartsMarkup },
  { id: '038-spv-owner-mails', sql: spvOwnerMails },
  { id: '039-vehicle-merges', sql: vehicleMerges },
  { id: '040-customers', sql: customers },
  { id: '041-today', sql: today },
  { id: '042-directory-lookups', sql: directoryLookups },
  { id: '043-directory-saves', sql: directorySaves },
  { id: '044-directory-newest', sql: directoryNewest },
  { id: '045-paper-reminders', sql: paperReminders },
  { id: '046-merge-anchors', sql: mergeAnchors },
  { id: '047-catalog-seeded', sql: catalogSeeded },
  { id: '048-spv-error-codes', sql: spvErrorCodes },
  { id: '049-spv-mail-locale', sql: spvMailLocale },
  { id: '050-document-number-prefix', sql: documentNumberPrefix },
];
