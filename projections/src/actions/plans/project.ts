import {
  ActionAdded,
  ActionEdited,
  ActionNoteAdded,
  ActionRemoved,
  ActionStatusChanged,
  ChecklistItemAdded,
  ChecklistItemChecked,
  FocusAreaClosed,
  FocusAreaMade,
  OwnerLinkIssued,
} from '@canopy/contracts/actions/events';
import type pg from 'pg';
import { handlerProjection, on } from '../../handlers.ts';
import { actionPlansSchema } from './schema.ts';

/** an action changed by someone: its `updated_*` columns name the latest change (Home's 'latest update') */
const touch = (client: pg.PoolClient, actionId: string, who: { by: string; by_kind: string; at: string }) =>
  client.query('update actions set updated_at = $2, updated_by = $3, updated_by_kind = $4 where id = $1', [
    actionId,
    who.at,
    who.by,
    who.by_kind,
  ]);

/** writes `action_plans` (schema.ts); a removed action takes its notes and checklist with it (the log keeps them) */
export const actionPlansProjection = handlerProjection(actionPlansSchema, [
  on(FocusAreaMade, async (client, data) => {
    await client.query(
      `insert into focus_areas (id, workspace_id, team_id, subject, label, population, baseline, target, created_by, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (id) do nothing`,
      [
        data.focus_area_id,
        data.workspace_id,
        data.team_id,
        JSON.stringify(data.subject),
        data.label,
        JSON.stringify(data.population),
        JSON.stringify(data.baseline),
        JSON.stringify(data.target),
        data.by,
        data.at,
      ],
    );
  }),
  on(FocusAreaClosed, async (client, data) => {
    await client.query(`update focus_areas set status = 'closed', outcome = $2, outcome_note = $3, closed_at = $4 where id = $1`, [
      data.focus_area_id,
      data.outcome,
      data.note,
      data.at,
    ]);
  }),
  on(ActionAdded, async (client, data) => {
    await client.query(
      `insert into actions (id, focus_area_id, workspace_id, team_id, title, description, owner_consultant_id, owner_contact_id,
         owner_name, owner_email, due_date, created_at, updated_at, updated_by, updated_by_kind)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14) on conflict (id) do nothing`,
      [
        data.action_id,
        data.focus_area_id,
        data.workspace_id,
        data.team_id,
        data.title,
        data.description,
        data.owner.consultant_id,
        data.owner.contact?.contact_id ?? null,
        data.owner.contact?.name ?? null,
        data.owner.contact?.email ?? null,
        data.due_date,
        data.at,
        data.by,
        data.by_kind,
      ],
    );
  }),
  on(ActionEdited, async (client, data) => {
    const { owner } = data;
    await client.query(
      `update actions set title = coalesce($2, title), description = coalesce($3, description), due_date = coalesce($4::date, due_date)
        where id = $1`,
      [data.action_id, data.title ?? null, data.description ?? null, data.due_date ?? null],
    );
    if (owner) {
      await client.query(
        'update actions set owner_consultant_id = $2, owner_contact_id = $3, owner_name = $4, owner_email = $5 where id = $1',
        [data.action_id, owner.consultant_id, owner.contact?.contact_id ?? null, owner.contact?.name ?? null, owner.contact?.email ?? null],
      );
    }
    await touch(client, data.action_id, data);
  }),
  on(ActionStatusChanged, async (client, data) => {
    await client.query('update actions set status = $2 where id = $1', [data.action_id, data.status]);
    await touch(client, data.action_id, data);
  }),
  on(ActionNoteAdded, async (client, data) => {
    await client.query(
      'insert into notes (id, action_id, body, by, by_kind, at) values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing',
      [data.note_id, data.action_id, data.body, data.by, data.by_kind, data.at],
    );
    await touch(client, data.action_id, data);
  }),
  on(ChecklistItemAdded, async (client, data) => {
    await client.query('insert into checklist_items (id, action_id, text, added_at) values ($1, $2, $3, $4) on conflict (id) do nothing', [
      data.item_id,
      data.action_id,
      data.text,
      data.at,
    ]);
    await touch(client, data.action_id, data);
  }),
  on(ChecklistItemChecked, async (client, data) => {
    await client.query('update checklist_items set done = $2 where id = $1', [data.item_id, data.done]);
    await touch(client, data.action_id, data);
  }),
  on(OwnerLinkIssued, async (client, data) => {
    // one live link per contact: the one sent before stops answering
    await client.query('delete from owner_links where workspace_id = $1 and contact_id = $2', [data.workspace_id, data.contact_id]);
    await client.query(
      'insert into owner_links (link_id, contact_id, workspace_id, team_id, expires_at) values ($1, $2, $3, $4, $5) on conflict (link_id) do nothing',
      [data.link_id, data.contact_id, data.workspace_id, data.team_id, data.expires_at],
    );
  }),
  on(ActionRemoved, async (client, data) => {
    await client.query('delete from notes where action_id = $1', [data.action_id]);
    await client.query('delete from checklist_items where action_id = $1', [data.action_id]);
    await client.query('delete from actions where id = $1', [data.action_id]);
  }),
]);
