import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** answers smaller than this go as they are: compressing them costs more than the bytes it saves */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Answers compressed on the way out (docs/decisions/0060-compression.md): JSON and other compressible answers above
 * `COMPRESS_THRESHOLD_BYTES`, brotli at a quality cheap enough to run per request (4: within a few percent of gzip's
 * time, smaller), else gzip. The web app's files are compressed once at build time (web/scripts/precompress.ts) and
 * served as they are by @fastify/static (`preCompressed`); an answer that already has a Content-Encoding is left
 * alone. Request bodies are never decompressed: a small compressed body must not become a large one past the limits.
 */
export const registerCompression = (app: FastifyInstance) =>
  app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
