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

/** a page of caught mail: the newest, or those older than `before` (a mail's id) */
export const CaughtMailQuery = z.object({
  before: Text()
    .regex(/^[0-9]{1,18}$/, 'before: a mail id')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
/** the caught mail, newest first; `older`: the `before` of the next page, null when none is left */
export const CaughtMailAnswer = z.object({ messages: z.array(CaughtMail), older: Text().nullable() });
export type CaughtMailAnswer = z.infer<typeof CaughtMailAnswer>;
