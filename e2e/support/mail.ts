import { readMail, type ReadMail } from '../../packages/server/src/mail/read-mail.js';
import type { RunningServer } from './server.js';

/** The newest e-mail of the server's outbox, decoded as its recipient reads it. */
export const newestMail = async (server: RunningServer): Promise<ReadMail> => readMail(await server.lastMail());

/**
 * The link of the newest e-mail that leads to this server's `pathPrefix` followed by a token
 * (`/reset-password?token=`, `/user/accept/`): the address the recipient would click, whole.
 */
export const mailLink = async (server: RunningServer, pathPrefix: string): Promise<string> => {
  const mail = await newestMail(server);
  const prefix = `${server.url}${pathPrefix}`;
  const link = mail.links.find((candidate) => candidate.startsWith(prefix) && /^[A-Za-z0-9_%-]+$/.test(candidate.slice(prefix.length)));
  if (!link) throw new Error(`no link to ${pathPrefix} in the newest mail:\n${mail.text}`);
  return link;
};
