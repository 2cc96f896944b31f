/**
 * Hands a file to the browser as a download under the given name (an object URL and a clicked
 * anchor). The URL is revoked a moment later, not at once: some browsers start reading it only
 * after the click handler has returned.
 */
export const saveFile = ({ blob, filename }: { blob: Blob; filename: string }): void => {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
};
