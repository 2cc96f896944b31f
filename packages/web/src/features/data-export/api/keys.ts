/** The data export's query key. */
export const exportKeys = { list: () => ['user', 'exports'] as const };
