/**
 * Submit speed (issue 3): the statistics triggers of 005 run their statements with generic plans.
 *
 * stats_refresh and stats_buckets_apply filter by `= any(ids)`. Under the default plan_cache_mode
 * PL/pgSQL planned those statements afresh on every call: the generic plan's estimate (10 ids) looks
 * dearer than a custom plan for the one id of a submit, so the cached plan was never used. Planning
 * was half of a submit's PostgreSQL CPU (2.7 ms of CPU per insert with its trigger, 1.3 ms with
 * generic plans). The setting is on the trigger functions, so it holds for whatever they call, even
 * when a later migration replaces stats_refresh, and a direct call (a migration's rebuild over every
 * document) still gets plans made for its own size.
 */
export default /* sql */ `
alter function documents_stats_trigger() set plan_cache_mode = force_generic_plan;
alter function documents_stats_delete_trigger() set plan_cache_mode = force_generic_plan;
`;
