import { z } from 'zod';
import { defineEvent } from '../platform/eventContract.ts';
import { Text } from '../platform/text.ts';

// Events of a package's link on the stream `package-link-<packageId>` (ADR 0027). Each generation opens a cycle
// (docs/decisions/0035-link-cycles.md): `cycle_id` is a time-ordered id that names the cycle everywhere (response
// streams, read models, exports), while `link_id` is the secret respondents hold and is never a key outside the
// link read model. No personal data here.

const isoTime = z.iso.datetime({ offset: true });

export const PackageLinkGenerated = defineEvent(
  'PackageLinkGenerated',
  z.object({
    package_id: Text(),
    workspace_id: Text(),
    team_id: Text(),
    link_id: Text(),
    cycle_id: Text(),
    is_forever: z.boolean(),
    /** null for a forever link */
    expires_at: isoTime.nullable(),
    created_by: Text(),
    created_at: isoTime,
  }),
);
/** a forever link temporarily disabled ('Temporary Disable'): respondents are turned away, the cycle stays open */
export const PackageLinkPaused = defineEvent(
  'PackageLinkPaused',
  z.object({ package_id: Text(), link_id: Text(), cycle_id: Text(), paused_at: isoTime }),
);
/** a paused link opened again ('Activate') */
export const PackageLinkActivated = defineEvent(
  'PackageLinkActivated',
  z.object({ package_id: Text(), link_id: Text(), cycle_id: Text(), activated_at: isoTime }),
);
/** the link removed: its cycle ends at `removed_at` */
export const PackageLinkRemoved = defineEvent(
  'PackageLinkRemoved',
  z.object({ package_id: Text(), link_id: Text(), cycle_id: Text(), removed_by: Text(), removed_at: isoTime }),
);
/** the end of the current link moved, or the link made forever or dated; the cycle goes on */
export const PackageLinkExpiryChanged = defineEvent(
  'PackageLinkExpiryChanged',
  z.object({
    package_id: Text(),
    link_id: Text(),
    cycle_id: Text(),
    is_forever: z.boolean(),
    expires_at: isoTime.nullable(),
    changed_at: isoTime,
  }),
);

export const packageLinkEvents = [
  PackageLinkGenerated,
  PackageLinkPaused,
  PackageLinkActivated,
  PackageLinkRemoved,
  PackageLinkExpiryChanged,
] as const;
export const packageLinkStream = (packageId: string) => `package-link-${packageId}`;
