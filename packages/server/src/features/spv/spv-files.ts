/** "Factura FCT-0042 - SPV 5001234.zip": the signed archive's name, without characters a file name cannot hold. */
export const archiveFileName = (number: string, uploadIndex: string): string => {
  const clean = (text: string) => text.replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]/gu, ' ').replace(/\s+/g, ' ').trim();
  return `Factura ${clean(number) || 'document'} - SPV ${clean(uploadIndex)}.zip`;
};

/** The same name in ASCII, for clients that read only `filename=`. */
export const asciiName = (name: string): string => name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\x20-\x7e]/g, '');
