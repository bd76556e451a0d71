import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

// A large answer that is kept and sent again (the collaboration map, ADR 0100) is compressed once, in each encoding a
// client asks for, rather than by @fastify/compress on every send (ADR 0060): 1.3 MB of JSON took tens of ms of CPU
// per call. The gateway's compression leaves an answer that already has a Content-Encoding alone.

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** br first at equal weight (smaller), as the gateway's own compression prefers */
const OFFERED: BodyEncoding[] = ['br', 'gzip', 'identity'];

/** the encoding of ours the Accept-Encoding header prefers; identity when it names none of them (or is absent) */
export const acceptedEncoding = (header: string | string[] | undefined): BodyEncoding =>
  negotiate(Array.isArray(header) ? header.join(', ') : (header ?? ''), OFFERED) ?? 'identity';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** the gateway's per-answer settings (services/gateway/src/compression.ts): cheap enough to run inside a request */
const compressors: Record<Exclude<BodyEncoding, 'identity'>, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => gzipped(bytes, { level: 6 }),
};

export type PrecompressedBody = {
  /** the bytes in `encoding`, compressed on the first ask (off the event loop, in libuv's pool) and kept */
  encoded(encoding: BodyEncoding): Promise<Buffer>;
};

export const precompressedBody = (bytes: Buffer): PrecompressedBody => {
  const kept = new Map<BodyEncoding, Promise<Buffer>>([['identity', Promise.resolve(bytes)]]);
  return {
    encoded(encoding) {
      const found = kept.get(encoding);
      if (found) return found;
      const compressed = compressors[encoding as Exclude<BodyEncoding, 'identity'>](bytes);
      kept.set(encoding, compressed);
      compressed.catch(() => kept.delete(encoding));
      return compressed;
    },
  };
};

/** sends a kept JSON body in the encoding the request accepts, with the headers a cache between needs */
/** `vary`: the request headers besides Accept-Encoding the answer was chosen by (e.g. `accept`) */
export const sendPrecompressedJson = async (
  reply: FastifyReply,
  body: PrecompressedBody,
  vary: readonly string[] = [],
): Promise<FastifyReply> => {
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  const bytes = await body.encoded(encoding);
  reply.type('application/json; charset=utf-8').header('vary', [...vary, 'accept-encoding'].join(', '));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bytes);
};
