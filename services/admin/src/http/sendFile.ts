import type { FastifyReply } from 'fastify';

/**
 * A file as the answer, saved by the browser under `name` (ASCII fallback and the UTF-8 name). The platform's
 * streamed download helper replaces this once it is on main.
 */
export const sendFile = (reply: FastifyReply, file: { name: string; type: string; body: string | Buffer }) =>
  reply
    .header('content-type', file.type)
    .header(
      'content-disposition',
      `attachment; filename="${file.name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(file.body);
