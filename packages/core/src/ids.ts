/** Ids are 24 lowercase hex characters, ObjectId layout: 4-byte seconds + 8 random bytes. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export const isId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value);
