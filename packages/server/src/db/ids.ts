import { randomBytes } from 'node:crypto';

/** A new 24-hex id in ObjectId layout: 4 bytes of seconds since the epoch, then 8 random bytes. */
export const newId = (now: Date = new Date()): string => {
  const seconds = Math.floor(now.getTime() / 1000);
  const time = Buffer.alloc(4);
  time.writeUInt32BE(seconds >>> 0);
  return time.toString('hex') + randomBytes(8).toString('hex');
};
