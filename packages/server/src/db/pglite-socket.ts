import { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

const STARTUP = 0;

/**
 * PGlite's answer to the bytes a pg client wrote, as a PostgreSQL server would give it. A new
 * client (startup message: the first one, or one after a client was dropped) knows no prepared
 * statement and no open transaction, so the session is cleared of both first: PGlite is one
 * session shared by whichever client comes next.
 */
export const answerClient = async (pglite: PGlite, bytes: Uint8Array): Promise<Uint8Array> => {
  if (bytes[0] === STARTUP) {
    if (pglite.isInTransaction()) await pglite.exec('rollback');
    await pglite.exec('deallocate all');
  }
  return pglite.execProtocolRaw(bytes);
};

/**
 * What pg's Connection calls on its socket: the bytes a pg client writes in one turn of the event
 * loop (parse, bind, describe, execute and sync of a query) go to `send` together, and whatever
 * PostgreSQL answers is pushed back with `answer` and parsed by pg itself, as from a real server.
 */
export class ProtocolSocket extends Duplex {
  #pending: Buffer[] = [];

  constructor(private readonly send: (bytes: Uint8Array) => void) {
    super();
  }

  connect() {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay() {
    return this;
  }

  setKeepAlive() {
    return this;
  }

  ref() {
    return this;
  }

  unref() {
    return this;
  }

  answer(bytes: Uint8Array) {
    if (bytes.byteLength > 0) this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.#pending.push(chunk);
    if (this.#pending.length === 1) queueMicrotask(() => this.#flush());
    callback();
  }

  override _final(callback: (error?: Error | null) => void) {
    this.#flush();
    this.push(null);
    callback();
  }

  #flush() {
    if (this.#pending.length === 0) return;
    const bytes = this.#pending.length === 1 ? (this.#pending[0] as Buffer) : Buffer.concat(this.#pending);
    this.#pending = [];
    this.send(bytes);
  }
}
