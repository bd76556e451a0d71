import type { CsvUploadResponse } from '@canopy/contracts/participants/api';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createParticipantsReader } from '@canopy/projections/workspace/participants/read';

type GroupRow = CsvUploadResponse['groups'][number];

/** the groups an import created or joined (by id, or by the name a row gave), as the answer lists them */
export type ImportedGroups = (
  workspaceId: string,
  refs: { ids: readonly string[]; names: readonly string[] },
) => Promise<CsvUploadResponse['groups']>;

/**
 * The groups an import created or joined, from the `participants` read model (the roster waits for it
 * before it answers): by id, and by name the way the roster resolves a name (a custom group of that name
 * first, else the oldest of that name).
 */
export const createImportedGroups =
  (db: Queryable): ImportedGroups =>
  async (workspaceId, refs) => {
    if (refs.ids.length === 0 && refs.names.length === 0) return [];
    const names = [...new Set(refs.names.map((name) => name.trim().toLowerCase()))];
    const rows = await createParticipantsReader(db).groupsByIdOrName(workspaceId, refs.ids, names);
    const ids = new Set(refs.ids);
    const named = new Map<string, GroupRow>();
    for (const group of rows) {
      const key = group.name.toLowerCase();
      const chosen = named.get(key);
      if (names.includes(key) && (!chosen || (chosen.origin !== 'custom' && group.origin === 'custom'))) named.set(key, group);
    }
    const chosen = new Set([...named.values()].map((group) => group.id));
    return rows.filter((group) => ids.has(group.id) || chosen.has(group.id));
  };
