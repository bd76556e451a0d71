import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '@canopy/contracts';
import { CaughtMailAnswer, DEV_MAIL_PATH } from '@canopy/contracts/platform/devMail';
import type { DevMailCatcher } from './devCatcher.ts';

export const NO_CATCHER_DETAIL = 'The development mail catcher is not running (SMTP_HOST is set)';
/** what the gateway answers for any path it does not know: the catcher's existence is not told either */
export const DEV_MAIL_NOT_FOUND = 'Not Found';

/**
 * `GET /api/v1/dev/mail`: the caught mail as JSON, newest first, for a signed-in platform administrator.
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
          response: { 200: CaughtMailAnswer, 404: ErrorBody },
        },
      },
      async (request, reply) => {
        const user = await app.authenticate(request);
        if (!user?.isPlatformAdmin) return reply.code(404).send({ detail: DEV_MAIL_NOT_FOUND });
        if (!catcher) return reply.code(404).send({ detail: NO_CATCHER_DETAIL });
        return reply.header('cache-control', 'no-store').send({ messages: await catcher.list() });
      },
    );
  };
