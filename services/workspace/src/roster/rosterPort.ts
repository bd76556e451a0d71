import type { GroupClassification } from '@canopy/contracts/workspace/api';
import type { ParticipantFields } from '@canopy/contracts/participants/api';
import type { CommandContext } from '@canopy/platform/commands/eventLog';

// What the roster (participants and groups of a workspace) offers the CSV import and the HRIS sync.
// The roster decides; these callers only prepare rows. Implemented in ./rosterCommands.ts.

import type { ImportRow } from '@canopy/contracts/participants/csvRows';
export type { GroupRef, ImportRow } from '@canopy/contracts/participants/csvRows';

export type MissedRow = { row: number; reason: string; participant_id: string | null };

export type GroupSummary = { id: string; name: string; origin: 'custom' | 'default' | 'automatic'; origin_source: string };

export type ImportOutcome = {
  /** ids of the participants created, updated (credentials matched one already in the workspace), unchanged */
  created: string[];
  updated: string[];
  unchanged: string[];
  missed: MissedRow[];
  groupsCreated: GroupSummary[];
};

/**
 * An HRIS employee as the sync maps it: `external_id` is the provider's individual id; `end_date` the employment's
 * end date (YYYY-MM-DD) when the HR system gives one (previews stored before it was read have none).
 */
export type AutomaticParticipant = { external_id: string; fields: ParticipantFields; is_active: boolean; end_date?: string | null };

/**
 * The changes of one HRIS sync the consultant chose to apply, in one command (one append):
 * participants upserted by external id, participants deactivated, automatic groups made from the
 * workspace's classification fields and their memberships. Manual participants are never touched.
 */
export type AutomaticChanges = {
  connection_id: string;
  upserts: AutomaticParticipant[];
  deactivate_external_ids: string[];
  /** the employment end dates (YYYY-MM-DD) the HR system gave, by external id: the termination dates of those deactivated */
  end_dates?: Record<string, string>;
  /** automatic groups to exist after the sync, by (origin_source, name), with their members' external ids */
  groups: Array<{ origin_source: GroupClassification | string; name: string; member_external_ids: string[] }>;
  /** automatic groups (by id) the sync removes */
  delete_group_ids: string[];
};

export type RosterPort = {
  /** manual add and CSV import: one atomic append; credentials matching a participant already in the workspace update it */
  /** `onStored` hears when the change is stored, before the wait for the participants list to show it */
  importParticipants(input: {
    workspaceId: string;
    source: 'manual' | 'csv';
    rows: ImportRow[];
    context: CommandContext;
    onStored?: () => void;
  }): Promise<ImportOutcome>;
  /** the HRIS sync's chosen changes, one atomic append */
  applyAutomaticChanges(input: {
    workspaceId: string;
    changes: AutomaticChanges;
    context: CommandContext;
  }): Promise<{ created: number; updated: number; deactivated: number; groupsCreated: number; groupsDeleted: number }>;
};
