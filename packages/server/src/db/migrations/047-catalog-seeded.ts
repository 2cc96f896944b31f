/**
 * The catalogue a start last published in full (features/forms/catalog.ts): a hash of the
 * catalogue's files and the server's version. A start whose catalogue and version are the ones
 * recorded here has nothing to publish (publishing only adds applications and versions, never
 * removes one), so it skips reading and checking the 310 definitions: ~1.5 s of a start's CPU.
 * One row; an instance-wide fact, not a business's data.
 */
export default /* sql */ `
create table catalog_seeded (
  id boolean primary key default true check (id),
  fingerprint text not null,
  seeded_at timestamptz not null
);
`;
