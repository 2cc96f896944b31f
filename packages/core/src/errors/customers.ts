/** The customer directory (issue 31). */
export const CUSTOMERS_ERRORS = {
  // A record merged with itself; an erasure asked without its confirmation.
  customer_merge_same: 400,
  customer_erase_unconfirmed: 400,
  // The merge was undone already.
  customer_merge_undone: 409,
} as const;

/** Each code's default message in English (the API's `error.message` when the thrower gives none). */
export const CUSTOMERS_MESSAGES: Record<keyof typeof CUSTOMERS_ERRORS, string> = {
  customer_merge_same: 'A customer cannot be merged with itself',
  customer_erase_unconfirmed: 'Confirm the erasure: it cannot be undone',
  customer_merge_undone: 'This merge was undone already',
};
