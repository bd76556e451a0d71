import { MultiSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useGroups } from '../participants/hooks/useGroups';
import { PackageReleasePreview } from './PackageReleasePreview';

/** On the package's page: choose the groups it would go to and see what the charts would show for them. */
export function PackagePreviewSection({ workspaceId, packageId }: { workspaceId: string; packageId: string }) {
  const groups = useGroups(workspaceId);
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <Stack gap="xs">
      <MultiSelect
        label="Groups to send to"
        description="See, before sending, which of them the charts could show apart."
        placeholder={groups.data?.length === 0 ? 'This workspace has no groups yet' : 'Choose groups'}
        data={(groups.data ?? []).map((group) => ({ value: group.id, label: `${group.name} (${group.participants_count})` }))}
        value={chosen}
        onChange={setChosen}
        searchable
        clearable
      />
      {chosen.length > 0 ? (
        <PackageReleasePreview workspaceId={workspaceId} packageId={packageId} groups={chosen} />
      ) : (
        <Text fz="xs" c="dimmed">
          Choose groups to see the estimate.
        </Text>
      )}
    </Stack>
  );
}
