import type { Kysely, Transaction } from 'kysely';
import { Decimal, LOGO_MAX_BYTES, priceAmount, subscriptionPrice, VAT_RATE_PERCENT, type Addon, type SubscriptionBody, type SubscriptionDto, type UserSubscriptionDto } from '@atelier/core';
import type { Database, SubscriptionRow } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { BusinessScope, RequestScope } from '../../http/request-user.js';
import type { UsersService } from '../auth/index.js';
import * as repo from './subscriptions.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_LIMIT = 200;

type Db = Kysely<Database> | Transaction<Database>;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
// Someone else's period under this account's path is as unknown as a made-up id.
const subscriptionNotFound = () => new AppError('not_found', { message: 'Subscription not found' });

const isActive = (row: SubscriptionRow, at: Date) => row.starts_at <= at && row.ends_at > at;

// Stored: what the period billed in all, and its one-off part; the yearly price is the difference.
const priceOf = (row: SubscriptionRow) => {
  const yearly = (total: string, oneOff: string) => priceAmount(new Decimal(total).minus(oneOff).toFixed(2));
  return {
    yearly: { net: yearly(row.price_net, row.one_off_net), vat: yearly(row.price_vat, row.one_off_vat), gross: yearly(row.price_gross, row.one_off_gross) },
    one_off: { net: priceAmount(row.one_off_net), vat: priceAmount(row.one_off_vat), gross: priceAmount(row.one_off_gross) },
  };
};

export const toSubscriptionDto = (row: SubscriptionRow, at: Date): SubscriptionDto => ({
  id: row.id,
  business_id: row.business_id,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  applications: row.applications,
  addons: { registry_integration: row.registry_integration, entry_sheet: row.entry_sheet, logo: row.logo },
  price: {
    net: priceAmount(row.price_net),
    vat: priceAmount(row.price_vat),
    gross: priceAmount(row.price_gross),
    vat_rate: VAT_RATE_PERCENT,
    logo_one_off: row.logo_one_off,
    ...priceOf(row),
  },
  active: isActive(row, at),
  created_at: row.created_at.toISOString(),
});

const imageMime = (bytes: Buffer): 'image/png' | 'image/jpeg' | undefined => {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
};

/**
 * Subscriptions recorded by the admin (payment is offline, SPEC §1) and what their add-ons switch on.
 * Each recording is a new period row, so the history stays; the price is computed here from core.
 */
export const createSubscriptionsService = ({
  db,
  now,
  forgetBusiness = () => undefined,
  users,
}: {
  db: Kysely<Database>;
  now: () => Date;
  users: Pick<UsersService, 'byId'>;
  /** Drops the cached session rows of the business's members: a recorded or removed period changes its payment-required states at once. */
  forgetBusiness?: (businessId: string) => void;
}) => {
  /** The admin names a user (`/users/:id/…`): the periods are their business's. 404 for an unknown user, an admin or someone without a business. */
  const businessOf = async (userId: string): Promise<string> => {
    const user = await users.byId(userId);
    if (!user || user.is_admin || !user.business_id) throw new AppError('user_not_found');
    return user.business_id;
  };

  /**
   * The stored shape of a period: dates as instants and the price from core. The logo's one-off
   * price goes on the period unless another period of the account already carries it.
   */
  const periodOf = async (trx: Db, { businessId, body, exceptId }: { businessId: string; body: SubscriptionBody; exceptId?: string }): Promise<repo.SubscriptionChanges> => {
    const logoOneOff = body.addons.logo && !(await repo.logoOneOffBilled(trx, { businessId, exceptId }));
    const price = subscriptionPrice({
      applications: body.applications,
      registryIntegration: body.addons.registry_integration,
      entrySheet: body.addons.entry_sheet,
      logoOneOff,
    });
    return {
      starts_at: new Date(`${body.starts_at}T00:00:00Z`),
      // The end date is the last day covered: the period ends when the next day starts.
      ends_at: new Date(Date.parse(`${body.ends_at}T00:00:00Z`) + DAY_MS),
      applications: body.applications,
      registry_integration: body.addons.registry_integration,
      entry_sheet: body.addons.entry_sheet,
      logo: body.addons.logo,
      logo_one_off: logoOneOff,
      price_net: price.total.net.RON,
      price_vat: price.total.vat.RON,
      price_gross: price.total.gross.RON,
      one_off_net: price.oneOff.net.RON,
      one_off_vat: price.oneOff.vat.RON,
      one_off_gross: price.oneOff.gross.RON,
    };
  };

  /** Two periods of one account never share a day: which one would bill the add-ons? */
  const refuseOverlap = async (trx: Db, { businessId, period, exceptId }: { businessId: string; period: repo.SubscriptionChanges; exceptId?: string }) => {
    const other = await repo.findOverlapping(trx, { businessId, startsAt: period.starts_at, endsAt: period.ends_at, exceptId });
    if (!other) return;
    const from = isoDay(other.starts_at);
    const to = isoDay(new Date(other.ends_at.getTime() - DAY_MS));
    throw new AppError('conflict', {
      message: `The period overlaps another subscription of this account, from ${from} to ${to}`,
      details: [{ path: 'starts_at', code: 'overlap', message: `overlaps ${other.id}, from ${from} to ${to}` }],
    });
  };

  /** Writes under the account's lock, so that the overlap check and the write are one step. */
  const underAccountLock = <T>(businessId: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
    db.transaction().execute(async (trx) => {
      await repo.lockAccountSubscriptions(trx, businessId);
      return work(trx);
    });

  const record = async ({ userId, body, adminId }: { userId: string; body: SubscriptionBody; adminId: string | null }): Promise<SubscriptionDto> => {
    const businessId = await businessOf(userId);
    const at = now();
    const row = await underAccountLock(businessId, async (trx) => {
      const period = await periodOf(trx, { businessId, body });
      await refuseOverlap(trx, { businessId, period });
      return repo.insertSubscription(trx, { ...period, id: newId(at), business_id: businessId, recorded_by: adminId });
    });
    forgetBusiness(businessId);
    return toSubscriptionDto(row, at);
  };

  /** Corrects a recorded period in place; the price is computed again from what it now covers. */
  const correct = async ({ userId, subscriptionId, body }: { userId: string; subscriptionId: string; body: SubscriptionBody }): Promise<SubscriptionDto> => {
    const businessId = await businessOf(userId);
    const row = await underAccountLock(businessId, async (trx) => {
      if (!(await repo.findSubscription(trx, { businessId, id: subscriptionId }))) throw subscriptionNotFound();
      const period = await periodOf(trx, { businessId, body, exceptId: subscriptionId });
      await refuseOverlap(trx, { businessId, period, exceptId: subscriptionId });
      return repo.updateSubscription(trx, { businessId, id: subscriptionId, changes: period });
    });
    if (!row) throw subscriptionNotFound();
    forgetBusiness(businessId);
    return toSubscriptionDto(row, now());
  };

  const remove = async ({ userId, subscriptionId }: { userId: string; subscriptionId: string }): Promise<void> => {
    const businessId = await businessOf(userId);
    if (!(await repo.deleteSubscription(db, { businessId, id: subscriptionId }))) throw subscriptionNotFound();
    forgetBusiness(businessId);
  };

  const history = async (userId: string): Promise<SubscriptionDto[]> => {
    const businessId = await businessOf(userId);
    const at = now();
    return (await repo.listSubscriptions(db, businessId, HISTORY_LIMIT)).map((row) => toSubscriptionDto(row, at));
  };

  /** Per account: the active period, else the latest one. */
  const currentFor = async (businessIds: readonly string[]): Promise<Map<string, SubscriptionDto>> => {
    const at = now();
    return new Map((await repo.currentSubscriptions(db, businessIds, at)).map((row) => [row.business_id, toSubscriptionDto(row, at)]));
  };

  const own = async ({ businessId }: BusinessScope): Promise<Omit<UserSubscriptionDto, 'has_logo'>> => {
    const current = (await currentFor([businessId])).get(businessId);
    const active = current?.active === true;
    return {
      active,
      ends_at: active && current ? current.ends_at : null,
      addons: active && current ? current.addons : { registry_integration: false, entry_sheet: false, logo: false },
      price: active && current ? { yearly: current.price.yearly, one_off: current.price.one_off } : null,
    };
  };

  /** The account's own view: its subscription, and whether a logo is stored (so that no one asks for a missing one). */
  const ownStatus = async (scope: RequestScope): Promise<UserSubscriptionDto> => {
    const [subscription, hasLogo] = await Promise.all([own(scope), repo.hasLogo(db, scope.businessId)]);
    return { ...subscription, has_logo: hasLogo };
  };

  const hasAddon = async (scope: BusinessScope, addon: Addon): Promise<boolean> => (await own(scope)).addons[addon];

  /** The logo the business shows (its PDFs, its customers' page): only while the logo add-on is active. */
  const activeLogo = async ({ businessId }: BusinessScope): Promise<{ content: Buffer; mime: string } | undefined> => repo.findActiveLogo(db, businessId, now());

  /** Whether the business shows a logo now (activeLogo would give one), without reading it. */
  const showsLogo = async ({ businessId }: BusinessScope): Promise<boolean> => repo.hasActiveLogo(db, businessId, now());

  /** The logo for the user's PDFs: only while the logo add-on is active. */
  const pdfLogo = async (scope: BusinessScope): Promise<Buffer | undefined> => (await activeLogo(scope))?.content;

  const saveLogo = async (scope: RequestScope, base64: string): Promise<{ mime: string; bytes: number }> => {
    const { businessId } = scope;
    if (!(await hasAddon(scope, 'logo'))) throw new AppError('payment_required', { message: 'The logo needs the logo add-on in an active subscription' });
    const content = Buffer.from(base64, 'base64');
    if (content.length === 0 || content.length > LOGO_MAX_BYTES) throw new AppError('validation_error', { details: [{ path: 'image', message: `must be an image of at most ${LOGO_MAX_BYTES} bytes` }] });
    const mime = imageMime(content);
    if (!mime) throw new AppError('validation_error', { details: [{ path: 'image', message: 'must be a PNG or JPEG image' }] });
    await repo.upsertLogo(db, { business_id: businessId, content, mime, updated_at: now() });
    return { mime, bytes: content.length };
  };

  const logo = async ({ businessId }: RequestScope) => {
    const found = await repo.findLogo(db, businessId);
    if (!found) throw new AppError('not_found', { message: 'No logo uploaded' });
    return found;
  };

  const removeLogo = async ({ businessId }: RequestScope): Promise<void> => {
    await repo.deleteLogo(db, businessId);
  };

  return { record, correct, remove, history, currentFor, own, ownStatus, hasAddon, activeLogo, showsLogo, pdfLogo, saveLogo, logo, removeLogo };
};

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
