import { CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { ListParticipantsRequest } from '@canopy/contracts/participants/api';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import type { CsvCell } from '@canopy/platform/download/csv';
import { createCollaborationReader } from '@canopy/projections/analytics/collaboration/read';
import { createParticipantsReader } from '@canopy/workspace';
import { graphOnly, readCollaborationMap } from './collaborationMap.ts';
import { csvFileName, NETWORK_CSV_HEADER, networkRows } from './networkCsv.ts';

/**
 * A workspace's whole network map as CSV rows (every answer, every participant) with the file name, the
 * workspace's: the admin area's Network Map CSV. The caller has checked who may have it.
 */
export const networkMapCsvOf = async (
  db: Queryable,
  workspace: { id: string; name: string },
): Promise<{ fileName: string; header: readonly string[]; rows: CsvCell[][] }> => {
  const participants = createParticipantsReader(db);
  const roster = participants
    .page(ListParticipantsRequest.parse({ workspace_id: workspace.id, isAll: true }))
    .then((page) => page.participants);
  const map = await readCollaborationMap(graphOnly(createCollaborationReader(db)), workspace.id, roster, CollaborationFilters.parse({}));
  return { fileName: csvFileName(workspace.name), header: NETWORK_CSV_HEADER, rows: networkRows(map) };
};
