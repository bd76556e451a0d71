import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@canopy/contracts';
import type { DevMailCatcher } from './devCatcher.ts';

export const NO_CATCHER_DETAIL = 'The development mail catcher is not running (SMTP_HOST is set)';

export const CaughtMailAnswer = z.object({
  messages: z.array(
    z.object({ id: z.string(), receivedAt: z.string(), from: z.string(), to: z.array(z.string()), subject: z.string(), text: z.string(), html: z.string().nullable() }),
  ),
});

/** `GET /api/v1/dev/mail`: the caught mail as JSON, newest first; 404 when no catcher runs. */
export const devMailApi = (catcher: DevMailCatcher | null): FastifyPluginAsync => async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/mail',
    { schema: { tags: ['development'], summary: 'Mail caught in development (SMTP_HOST unset)', response: { 200: CaughtMailAnswer, 404: ErrorBody } } },
    async (_request, reply) => {
      if (!catcher) return reply.code(404).send({ detail: NO_CATCHER_DETAIL });
      return { messages: await catcher.list() };
    },
  );
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** escapes the text, then makes every http(s) address a link */
export const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

const page = (mails: Awaited<ReturnType<DevMailCatcher['list']>>) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Canopy: development mail</title>
<style>
body{font-family:system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{border:1px solid #d9e2ec;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem} .meta{color:#627d98;font-size:.85rem;margin-bottom:.75rem}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;margin:0}
</style></head><body>
<h1>Development mail</h1>
<p>Mail Canopy sent while <code>SMTP_HOST</code> is unset, newest first (JSON: <a href="/api/v1/dev/mail">/api/v1/dev/mail</a>). Reload to see new mail.</p>
${mails.length === 0 ? '<p>No mail yet.</p>' : mails.map((mail) => `<article>
<h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
<div class="meta">to ${escapeHtml(mail.to.join(', '))} · from ${escapeHtml(mail.from)} · ${escapeHtml(mail.receivedAt)}</div>
<pre>${linkify(mail.text)}</pre>
</article>`).join('\n')}
</body></html>`;

/** `GET /dev/mail`: the caught mail as a page with clickable links; 404 when no catcher runs. */
export const devMailPage = (catcher: DevMailCatcher | null): FastifyPluginAsync => async (app) => {
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    if (!catcher) return reply.code(404).send({ detail: NO_CATCHER_DETAIL });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(await catcher.list()));
  });
};
