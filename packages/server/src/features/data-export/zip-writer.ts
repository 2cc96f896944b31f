import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';

/** A file being written into the ZIP piece by piece (a CSV or JSON of many pages of documents). */
export type ZipEntryWriter = { write: (text: string) => Promise<void>; end: () => Promise<void> };

export type ZipWriter = {
  /** A whole file; `store` keeps it as it is (PDFs and images are compressed already). */
  add: (name: string, content: Uint8Array | string, options?: { store?: boolean }) => Promise<void>;
  /** A file written in pieces; no other file may be added until it has ended. */
  open: (name: string) => ZipEntryWriter;
  /** Writes the central directory and closes the file; answers its size in bytes. */
  finish: () => Promise<number>;
  /** Stops writing after a failure (the caller deletes the file). */
  abort: () => Promise<void>;
};

/**
 * A ZIP written to `file` as it is made: each entry goes to disk when it is added, so an export of
 * a long history never holds more than one document's PDF (or one page of text) in memory. The
 * disk sets the pace: every call waits while the file stream's buffer is full.
 */
export const createZipWriter = async (file: string): Promise<ZipWriter> => {
  const out = createWriteStream(file, { flags: 'wx' });
  await once(out, 'open');
  let failure: Error | undefined;
  let bytes = 0;
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', (error) => {
      failure = error;
      reject(error);
    });
  });
  // Awaited by finish(); until then a write error is kept in `failure` and thrown by the next call.
  finished.catch(() => undefined);
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      out.destroy(error);
      return;
    }
    bytes += chunk.length;
    out.write(chunk);
    if (final) out.end();
  });
  const settle = async () => {
    if (failure) throw failure;
    if (out.writableNeedDrain) await once(out, 'drain');
    if (failure) throw failure;
  };
  // Deflate level 6: zip's usual; the text of documents shrinks about tenfold.
  const entry = (name: string, store: boolean) => (store ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 }));
  return {
    add: async (name, content, { store = false } = {}) => {
      const file = entry(name, store);
      zip.add(file);
      file.push(typeof content === 'string' ? strToU8(content) : content, true);
      await settle();
    },
    open: (name) => {
      const file = entry(name, false);
      zip.add(file);
      return {
        write: async (text) => {
          file.push(strToU8(text));
          await settle();
        },
        end: async () => {
          file.push(new Uint8Array(0), true);
          await settle();
        },
      };
    },
    finish: async () => {
      zip.end();
      await finished;
      if (failure) throw failure;
      return bytes;
    },
    abort: async () => {
      zip.terminate();
      if (!out.destroyed) {
        out.destroy();
        await once(out, 'close').catch(() => undefined);
      }
    },
  };
};
