import type { FastifyReply } from 'fastify';
import type { Answer } from './idempotency.js';

/** Sends a submit's answer; a replay of an earlier one says so (Idempotent-Replayed: true). */
export const sendAnswer = <T>(reply: FastifyReply, { status, body, replayed }: Answer<T>) => {
  if (replayed) void reply.header('idempotent-replayed', 'true');
  return reply.status(status).send(body);
};
