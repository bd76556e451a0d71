/**
 * Which workspace is current: the one stored locally if the consultant may use it,
 * otherwise the first of their workspaces_ids. While the team's workspaces are loading (`existingIds`
 * null) the ids alone decide; once they are known, an id of a workspace that no longer exists is passed over.
 */
export function chooseWorkspaceId({
  allowedIds,
  existingIds,
  storedId,
}: {
  allowedIds: readonly string[];
  existingIds: readonly string[] | null;
  storedId: string | null;
}): string | null {
  const usable = existingIds ? allowedIds.filter((id) => existingIds.includes(id)) : allowedIds;
  if (storedId !== null && usable.includes(storedId)) return storedId;
  return usable[0] ?? null;
}
