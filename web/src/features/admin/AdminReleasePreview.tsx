import type { AdminOption } from '@canopy/contracts';
import { MultiSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ReleasePreviewCard } from '../packages/ReleasePreviewCard';
import { useAdminReleasePreview } from './hooks/useAdminReleasePreview';

/** On a report of a past cycle: what the package's charts would show for some groups if today's roster answered at that cycle's rate. */
export function AdminReleasePreview(props: { packageId: string | null; link: string | null; groups: readonly AdminOption[] }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const preview = useAdminReleasePreview(props.packageId, props.link, chosen);
  return (
    <Stack gap="xs">
      <MultiSelect
        label="Preview the next cycle for these groups"
        description="Today's roster at the chosen cycle's response rate, under the workspace's minimum group size."
        placeholder="Choose groups"
        disabled={!props.link}
        data={props.groups.map((group) => ({ value: group.id, label: group.name }))}
        value={chosen}
        onChange={setChosen}
        searchable
        clearable
      />
      {chosen.length > 0 && props.link ? (
        <ReleasePreviewCard preview={preview.data} loading={preview.isFetching} failed={preview.isError} cycleWord="chosen cycle" />
      ) : (
        <Text fz="xs" c="dimmed">
          Choose a cycle and groups to see the estimate.
        </Text>
      )}
    </Stack>
  );
}
