import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdentityMessages } from '@canopy/contracts/identity/api';
import { sharedPlugin } from '../http/sharedPlugin.ts';
import type { ImageStore } from './imageStore.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** uploaded images (see ImageStore); `readImageForm` reads an upload */
    images: ImageStore;
  }
}

/** What every answer carrying image bytes says: never sniffed, never run, never framed. */
export const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cache-control': 'private, max-age=31536000, immutable',
  'content-disposition': 'inline',
} as const;

/**
 * Registers multipart parsing for the API scope, decorates `images`, and serves `GET /images/{id}`:
 * with a valid `sig` (the URL the API hands out) to anyone, without it only to a signed-in member of the
 * owning team; otherwise 404 (never telling whether the image exists). Register after `authPlugin`.
 */
export const imagesPlugin = (store: ImageStore): FastifyPluginAsync =>
  sharedPlugin('canopy-images', async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: 5_000_000, files: 1 } });
    app.decorate('images', store);

    app.withTypeProvider<ZodTypeProvider>().get(
      '/images/:id',
      {
        schema: {
          tags: ['images'],
          summary: 'An uploaded image (picture, logo)',
          params: z.object({ id: z.string() }),
          querystring: z.object({ sig: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const image = await store.read(id);
        const allowed =
          image !== null &&
          ((request.query.sig !== undefined && store.verify(id, request.query.sig)) ||
            (await app.authenticate(request))?.teamId === image.teamId);
        if (!image || !allowed) return reply.code(404).send({ detail: IdentityMessages.imageNotFound });
        return reply.headers({ ...IMAGE_HEADERS, 'content-type': image.contentType, etag: `"${image.sha256}"` }).send(image.bytes);
      },
    );
  });
