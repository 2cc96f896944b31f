/** The vehicle directory (issue 31). */
export const VEHICLES_ERRORS = {
  // A merge of a vehicle with itself.
  vehicle_merge_same: 400,
} as const;

/** Each code's default message in English (the API's `error.message` when the thrower gives none). */
export const VEHICLES_MESSAGES: Record<keyof typeof VEHICLES_ERRORS, string> = {
  vehicle_merge_same: 'A vehicle cannot be merged with itself',
};
