import { z } from 'zod';
import { Text } from './text.ts';

/** path under /api/v1 of the mail the development catcher holds (SMTP_HOST unset); platform administrators only */
export const DEV_MAIL_PATH = '/dev/mail';

export const CaughtMail = z.object({
  id: Text(),
  receivedAt: Text(),
  from: Text(),
  to: z.array(Text()),
  subject: Text(),
  text: Text(),
  html: Text().nullable(),
});
export type CaughtMail = z.infer<typeof CaughtMail>;

/** the caught mail, newest first */
export const CaughtMailAnswer = z.object({ messages: z.array(CaughtMail) });
export type CaughtMailAnswer = z.infer<typeof CaughtMailAnswer>;
