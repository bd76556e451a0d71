import type { CsvUploadResponse, GroupOrigin } from '@canopy/contracts/participants/api';
import type pg from 'pg';

type GroupRow = CsvUploadResponse['groups'][number] & { origin: GroupOrigin };

/** the groups an import created or joined (by id, or by the name a row gave), as the answer lists them */
export type ImportedGroups = (workspaceId: string, refs: { ids: readonly string[]; names: readonly string[] }) => Promise<CsvUploadResponse['groups']>;

/**
 * The groups an import created or joined, from the `participants` read model (the roster waits for it
 * before it answers): by id, and by name the way the roster resolves a name (a custom group of that name
 * first, else the oldest of that name).
 */
export const createImportedGroups =
  (pool: pg.Pool): ImportedGroups =>
  async (workspaceId, refs) => {
    if (refs.ids.length === 0 && refs.names.length === 0) return [];
    const names = [...new Set(refs.names.map((name) => name.trim().toLowerCase()))];
    const result = await pool.query<GroupRow>(
      `select g.id, g.name, g.description, g.workspace_id, g.origin, g.origin_source, g.check_for_deletion,
              (select count(*) from participants.memberships m where m.group_id = g.id)::int as participants_count
         from participants.groups g
        where g.workspace_id = $1 and (g.id = any($2::text[]) or lower(g.name) = any($3::text[]))
        order by g.created_at, g.id`,
      [workspaceId, refs.ids, names],
    );
    const ids = new Set(refs.ids);
    const named = new Map<string, GroupRow>();
    for (const group of result.rows) {
      const key = group.name.toLowerCase();
      const chosen = named.get(key);
      if (names.includes(key) && (!chosen || (chosen.origin !== 'custom' && group.origin === 'custom'))) named.set(key, group);
    }
    const chosen = new Set([...named.values()].map((group) => group.id));
    return result.rows.filter((group) => ids.has(group.id) || chosen.has(group.id));
  };
