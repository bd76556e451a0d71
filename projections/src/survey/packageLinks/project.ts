import {
  PackageLinkActivated,
  PackageLinkExpiryChanged,
  PackageLinkGenerated,
  PackageLinkPaused,
  PackageLinkRemoved,
} from '@canopy/contracts/survey/linkEvents';
import { handlerProjection, on } from '../../handlers.ts';
import { packageLinksSchema } from './schema.ts';

/** writes `survey_package_links` (schema.ts); every statement is safe to run twice, as a redelivered batch does */
export const packageLinksProjection = handlerProjection(packageLinksSchema, [
  on(PackageLinkGenerated, async (client, data) => {
    await client.query(
      'update links set replaced_at = $2 where package_id = $1 and link_id <> $3 and removed_at is null and replaced_at is null',
      [data.package_id, data.created_at, data.link_id],
    );
    await client.query(
      `insert into links (link_id, cycle_id, package_id, workspace_id, team_id, is_forever, expires_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (link_id) do nothing`,
      [data.link_id, data.cycle_id, data.package_id, data.workspace_id, data.team_id, data.is_forever, data.expires_at, data.created_at],
    );
  }),
  on(PackageLinkPaused, async (client, data) => {
    await client.query('update links set is_paused = true where link_id = $1', [data.link_id]);
  }),
  on(PackageLinkActivated, async (client, data) => {
    await client.query('update links set is_paused = false where link_id = $1', [data.link_id]);
  }),
  on(PackageLinkExpiryChanged, async (client, data) => {
    await client.query('update links set is_forever = $2, expires_at = $3, is_paused = is_paused and $2 where link_id = $1', [
      data.link_id,
      data.is_forever,
      data.expires_at,
    ]);
  }),
  on(PackageLinkRemoved, async (client, data) => {
    await client.query('update links set removed_at = $2 where link_id = $1 and removed_at is null', [data.link_id, data.removed_at]);
  }),
]);
