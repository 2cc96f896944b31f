import type { OperatorIdentity } from '@atelier/core';
import { loadSiteContent, type SiteContent } from './content.js';
import type { OperatorService } from './operator.service.js';

/** How often another process's save is looked for: a few queries a minute, a change seen within seconds. */
const CHECK_MS = 2_000;

/**
 * The site's content (whose legal pages name the operator: `{{operator}}`) and the operator as
 * served, made again when the admin's saved details change. `content` answers as loadSiteContent's
 * does, always from the latest making; `refresh` looks for a change (at most every CHECK_MS unless
 * forced, as after a save in this process) and says the version the content was made under.
 */
export const createLiveContent = async ({ dir, operator }: { dir: string; operator: OperatorService }) => {
  let version = await operator.version();
  let served: OperatorIdentity = await operator.served();
  let current = loadSiteContent({ dir, operator: served });
  let checkedAt = Date.now();
  const refresh = async ({ force = false }: { force?: boolean } = {}): Promise<string> => {
    if (!force && Date.now() - checkedAt < CHECK_MS) return version;
    checkedAt = Date.now();
    const next = await operator.version();
    if (next !== version) {
      served = await operator.served();
      current = loadSiteContent({ dir, operator: served });
      version = next;
    }
    return version;
  };
  const content = Object.fromEntries(
    Object.keys(current).map((key) => [key, (...args: unknown[]) => (current[key as keyof SiteContent] as (...a: unknown[]) => unknown)(...args)]),
  ) as SiteContent;
  return { content, refresh, operator: (): OperatorIdentity => served };
};
export type LiveContent = Awaited<ReturnType<typeof createLiveContent>>;
