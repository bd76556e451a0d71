import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_MAX_LENGTH = 64;

/**
 * The id of one request: the caller's `x-request-id` kept to `[A-Za-z0-9._:/+=@-]` and 64 characters
 * (so it is safe in headers and logs), or a fresh UUID when the header is absent or nothing is left.
 */
export const requestIdFrom = (header: string | string[] | undefined): string => {
  const raw = Array.isArray(header) ? header[0] : header;
  const clean = (raw ?? '').replace(/[^A-Za-z0-9._:/+=@-]/g, '').slice(0, REQUEST_ID_MAX_LENGTH);
  return clean.length > 0 ? clean : randomUUID();
};

/** fastify's `genReqId`. */
export const genReqId = (req: IncomingMessage): string => requestIdFrom(req.headers[REQUEST_ID_HEADER]);
