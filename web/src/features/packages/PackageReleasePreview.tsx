import { Button, Group, NumberInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useReleasePreview } from './hooks/useReleasePreview';
import { ReleasePreviewCard } from './ReleasePreviewCard';

/** The release preview of a package for the groups chosen, at the measured rate or one the consultant sets. */
export function PackageReleasePreview({
  workspaceId,
  packageId,
  groups,
}: {
  workspaceId: string;
  packageId: string;
  groups: readonly string[];
}) {
  // a percentage typed by the consultant; null: the rate measured on the last cycle (or 65%)
  const [typed, setTyped] = useState<number | null>(null);
  const [rate] = useDebouncedValue(typed === null ? null : typed / 100, 300);
  const preview = useReleasePreview(workspaceId, packageId, groups, rate);
  return (
    <ReleasePreviewCard
      preview={preview.data}
      loading={preview.isFetching}
      failed={preview.isError}
      rateControl={
        <Group align="flex-end" gap="xs">
          <NumberInput
            label="Expected response rate (%)"
            size="xs"
            w={190}
            min={1}
            max={100}
            clampBehavior="strict"
            allowDecimal={false}
            placeholder={preview.data ? String(Math.round(preview.data.response_rate * 100)) : '65'}
            value={typed ?? ''}
            onChange={(value) => setTyped(typeof value === 'number' ? value : null)}
          />
          {typed !== null && (
            <Button size="xs" variant="subtle" onClick={() => setTyped(null)}>
              Use the last cycle's rate
            </Button>
          )}
        </Group>
      }
    />
  );
}
