import { vi } from 'vitest';

export type Download = { filename: string; type: string; text: Promise<string> };

/**
 * Records the files the app hands to the browser (object URL + clicked anchor) instead of
 * navigating, which jsdom cannot do. Also stands in for URL.createObjectURL, which jsdom lacks.
 */
export const captureDownloads = (): { downloads: Download[]; revoked: string[] } => {
  const downloads: Download[] = [];
  const revoked: string[] = [];
  const blobs = new Map<string, Blob>();
  // Replaced for every test that captures: each gets its own lists.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ filename: this.download, type: blob.type, text: blob.text() });
  });
  return { downloads, revoked };
};

/** A PDF answer as the server sends it. */
export const pdfResponse = (filename: string): Response =>
  new Response('%PDF-1.7 test', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"` } });

/** A promise with its resolve handed out: answers that arrive when the test says. */
export const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};
