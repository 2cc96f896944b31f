/** How long one render may run, and how much heap a PDF worker may hold (docs/operations.md, Configuration). */
export type PdfLimits = { timeoutMs: number; memoryMb: number };

export const PDF_LIMITS_DEFAULT: PdfLimits = { timeoutMs: 5_000, memoryMb: 128 };
