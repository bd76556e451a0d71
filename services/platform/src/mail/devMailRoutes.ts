import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '@canopy/contracts';
import { CaughtMailAnswer, CaughtMailQuery, DEV_MAIL_PATH } from '@canopy/contracts/platform/devMail';
import type { DevMailCatcher } from './devCatcher.ts';

export const NO_CATCHER_DETAIL = 'The development mail catcher is not running (SMTP_HOST is set)';
/** what the gateway answers for any path it does not know: the catcher's existence is not told either */
export const DEV_MAIL_NOT_FOUND = 'Not Found';

/**
 * `GET /api/v1/dev/mail?before=&limit=`: the caught mail as JSON, newest first, a page at a time, for a signed-in platform administrator.
 * Caught mail holds password reset links, so whoever reads it can take over any account: everyone
 * else gets the 404 of an unknown path. The web app's /dev/mail page reads it with the admin's token.
 * Needs the auth plugin registered before it.
 */
export const devMailApi =
  (catcher: DevMailCatcher | null): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      DEV_MAIL_PATH,
      {
        schema: {
          tags: ['development'],
          summary: 'Mail caught in development (SMTP_HOST unset); platform administrators only, 404 for anyone else',
          querystring: CaughtMailQuery,
          response: { 200: CaughtMailAnswer, '4xx': ErrorBody },
        },
      },
      async (request, reply) => {
        const user = await app.authenticate(request);
        if (!user?.isPlatformAdmin) return reply.code(404).send({ detail: DEV_MAIL_NOT_FOUND });
        if (!catcher) return reply.code(404).send({ detail: NO_CATCHER_DETAIL });
        const { limit, before } = request.query;
        // one more than asked tells whether an older page exists
        const found = await catcher.list(limit + 1, before);
        const messages = found.slice(0, limit);
        const older = found.length > limit ? (messages.at(-1)?.id ?? null) : null;
        return reply.header('cache-control', 'no-store').send({ messages, older });
      },
    );
  };
