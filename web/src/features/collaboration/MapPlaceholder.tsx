import { CollaborationMessages } from '@canopy/contracts/analytics/collaboration';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { IconNetwork } from '@tabler/icons-react';

/** what stands in the map's place: before the first Apply, while the map loads, and when nobody is on it */
export function MapPlaceholder({ state, height }: { state: 'before-apply' | 'loading' | 'no-map' | 'nobody'; height: number }) {
  if (state === 'before-apply')
    return (
      <Center h={height} data-testid="collaboration-empty">
        <Stack align="center" gap="xs">
          <IconNetwork size={32} />
          <Text c="dimmed" ta="center" maw={420}>
            {CollaborationMessages.beforeApply}
          </Text>
        </Stack>
      </Center>
    );
  if (state === 'loading')
    return (
      <Center h={height}>
        <Loader />
      </Center>
    );
  if (state === 'no-map')
    return (
      <Center h={height}>
        <Text c="dimmed">{CollaborationMessages.noData}</Text>
      </Center>
    );
  return (
    <Center h={height} data-testid="collaboration-no-data">
      <Stack align="center" gap={4}>
        <Text c="dimmed">{CollaborationMessages.noData}</Text>
        <Text c="dimmed" fz="sm">
          Nobody in this choice has chosen a collaborator or been chosen as one.
        </Text>
      </Stack>
    </Center>
  );
}
