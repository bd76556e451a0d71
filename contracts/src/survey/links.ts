import { z } from 'zod';
import { Text } from '../platform/text.ts';

// Payloads of a package's link: one link at a time, each generation opening a cycle (docs/decisions/0035-link-cycles.md).
// `link_expiration` is the end of a date-based link in seconds since the epoch, 0 for a forever link or no link.

export const DEFAULT_LINK_DAYS = 30;
export const SECONDS_PER_DAY = 86_400;
/** a link id: 16 random bytes in base64url (128 bits), so it cannot be guessed or enumerated */
export const LINK_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const LinkId = Text().regex(LINK_ID_PATTERN, 'Unknown link');

export const LinkMessages = {
  /** the days rule when the package asks for no minimum; with a minimum the number is that minimum */
  expirationTooLow: (minimum: number) => `Expiration number could not be lower then ${minimum}`,
  noLink: 'The package has no link',
  linkExists: 'The package already has a link; remove it before generating another',
  onlyForeverPaused: 'Only a link without an end date can be paused',
  alreadyPaused: 'The link is already paused',
  notPaused: 'The link is not paused',
  delayedMessages: 'The link cannot be removed while the package has delayed messages',
  expirationRequired: 'Choose an end date or the number of days the link stays open',
  /** what a respondent sees for a link that is unknown or removed */
  linkNotFound: 'This link does not exist. Ask the sender for a new one.',
  linkExpired: 'This link has expired.',
  linkPaused: 'This link is paused for now. Please try again later.',
} as const;

/**
 * POST /packages/{id}/link: generate a link, or change the end of the current one. A date-based link names its
 * end either as `link_expiration` (epoch seconds) or as `days` from now; neither means the default 30 days.
 */
export const PackageLinkRequest = z.object({
  is_forever: z.boolean().default(false),
  link_expiration: z.number().int().min(0).max(32_503_680_000).optional(),
  days: z.number().int().min(-100_000).max(100_000).optional(),
});
export type PackageLinkRequest = z.input<typeof PackageLinkRequest>;

/** PUT /packages/{id}/link/is-paused */
export const PauseLinkRequest = z.object({ is_paused: z.boolean() });
export type PauseLinkRequest = z.infer<typeof PauseLinkRequest>;

/** `public_link` is the full address a respondent opens; `combined_link` the same path without the origin, for the app's own router */
export const LinkAddresses = z.object({ combined_link: z.string(), public_link: z.string() });
export type LinkAddresses = z.infer<typeof LinkAddresses>;

/** GET, POST and PUT /packages/{id}/link answer the link as it now is; `package_link` is '' when there is none */
export const PackageLinkResponse = z
  .object({
    package_id: z.string(),
    package_link: z.string(),
    cycle_id: z.string().nullable(),
    days_difference: z.number().int(),
    is_forever: z.boolean(),
    link_expiration: z.number().int(),
    link_created_at: z.string().nullable(),
    is_paused: z.boolean(),
    is_expired: z.boolean(),
    /** while true the link cannot be removed and the card hides Remove */
    is_has_delayed_message: z.boolean(),
    min_number_of_days: z.number().int(),
    links: LinkAddresses.nullable(),
  })
  .meta({ id: 'PackageLink' });
export type PackageLinkResponse = z.infer<typeof PackageLinkResponse>;

export const LinkPaths = {
  link: (packageId: string) => `/packages/${packageId}/link`,
  pause: (packageId: string) => `/packages/${packageId}/link/is-paused`,
  /** where a respondent opens a link (web route) */
  respondentPage: (linkId: string) => `/assessment-responding/${linkId}`,
} as const;

/** the whole days from now until the end, rounded up: a link ending in 36 hours has 2 days left */
export const daysUntil = (expiresAtMs: number, nowMs: number): number => Math.ceil((expiresAtMs - nowMs) / (SECONDS_PER_DAY * 1000));
/** the least number of days a link may run: the package's minimum, or 1 when it has none */
export const minimumLinkDays = (minNumberOfDays: number): number => Math.max(1, minNumberOfDays);
