import { useEffect, useState } from 'react';
import { base64Of } from './base64';

/**
 * A data URL of an image blob, for a preview (the CSP allows data: images). While a new blob is
 * read, the previous image stays, so replacing a picture never flashes an empty frame.
 */
export const useDataUrl = (blob: Blob | null | undefined): string | undefined => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    let current = true;
    void base64Of(blob).then((base64) => {
      if (current) setUrl(`data:${blob.type || 'image/png'};base64,${base64}`);
    });
    return () => {
      current = false;
    };
  }, [blob]);
  return blob ? url : undefined;
};
