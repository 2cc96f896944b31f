/** e-Factura's query key: the month ZIPs asked for. */
export const efacturaKeys = { monthZips: () => ['user', 'efactura', 'month-zips'] as const };
