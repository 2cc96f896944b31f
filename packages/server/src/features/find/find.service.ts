import { FIND_GROUPS, FIND_GROUP_LIMIT, type FindGroup, type FindItemDto, type FindResponse, type Locale } from '@atelier/core';
import type { RequestScope } from '../../http/request-user.js';

/**
 * One group of the find box, contributed by the feature that owns what it finds: it answers at most
 * `limit` items of the business in `scope` matching `text` (already trimmed, at least FIND_MIN_LENGTH).
 */
export type FindProvider = {
  group: FindGroup;
  find: (scope: RequestScope, query: { text: string; locale: Locale | undefined; limit: number }) => Promise<FindItemDto[]>;
};

/**
 * The top bar's find box (issue 31): the registered groups asked at once, the answer in the order
 * of FIND_GROUPS, empty groups left out. A feature adds its group by `register` in its module's
 * `create` (`(await use(findModule)).find.register(...)`); a group nobody registered is absent.
 */
export const createFindService = () => {
  const providers = new Map<FindGroup, FindProvider>();

  const register = (provider: FindProvider): void => {
    if (providers.has(provider.group)) throw new Error(`find group ${provider.group} is registered twice`);
    providers.set(provider.group, provider);
  };

  const find = async (scope: RequestScope, { q, locale }: { q: string; locale: Locale | undefined }): Promise<FindResponse> => {
    const asked = FIND_GROUPS.flatMap((group) => {
      const provider = providers.get(group);
      return provider ? [provider] : [];
    });
    const answers = await Promise.all(asked.map(async (provider) => ({ group: provider.group, items: (await provider.find(scope, { text: q, locale, limit: FIND_GROUP_LIMIT })).slice(0, FIND_GROUP_LIMIT) })));
    return { groups: answers.filter((answer) => answer.items.length > 0) };
  };

  /** The groups registered, in the box's order. */
  const groups = (): FindGroup[] => FIND_GROUPS.filter((group) => providers.has(group));

  return { register, find, groups };
};

export type FindService = ReturnType<typeof createFindService>;
