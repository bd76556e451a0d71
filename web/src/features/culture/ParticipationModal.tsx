import { formatDay } from '../../shared/format/dates';
import type { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import { Badge, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { errorDetail } from '../../shared/api/http';
import { useParticipation } from './hooks/useParticipation';

/** the participation rate: who completed each package in each cycle, and who has not */
export function ParticipationModal({
  workspaceId,
  filters,
  onClose,
}: {
  workspaceId: string;
  filters: AnalyticsFilters;
  onClose: () => void;
}) {
  const query = useParticipation(workspaceId, filters);
  const items = query.data ?? [];
  const list = (names: (typeof items)[number]['names_of_finished'], empty: string) =>
    names.length === 0 ? (
      <Text c="dimmed" fz="sm">
        {empty}
      </Text>
    ) : (
      <Text fz="sm">{names.join(', ')}</Text>
    );
  return (
    <Modal opened onClose={onClose} title="Participation rate" size="lg">
      {query.isLoading && <Loader size="sm" />}
      {query.error && <Text c="red.7">{errorDetail(query.error)}</Text>}
      {query.data && (
        <Tabs defaultValue="completed">
          <Tabs.List>
            <Tabs.Tab value="completed">Completed</Tabs.Tab>
            <Tabs.Tab value="not-completed">Not completed</Tabs.Tab>
          </Tabs.List>
          {(['completed', 'not-completed'] as const).map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="md">
              <Stack gap="md">
                {items.length === 0 && <Text c="dimmed">{tab === 'completed' ? 'No completed yet' : 'No participants yet'}</Text>}
                {items.map((item) => (
                  <Stack key={item.cycle_id} gap={4}>
                    <Group gap="xs">
                      <Text fw={600}>{item.package_name}</Text>
                      <Text c="dimmed" fz="sm">
                        {formatDay(item.cycle_date)}
                      </Text>
                      <Badge variant="light">
                        {tab === 'completed' ? item.number_of_finished : item.number_of_unfinished} of{' '}
                        {item.number_of_finished + item.number_of_unfinished}
                      </Badge>
                    </Group>
                    {tab === 'completed'
                      ? list(item.names_of_finished, 'No completed yet')
                      : list(item.names_of_unfinished, 'No participants yet')}
                  </Stack>
                ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Modal>
  );
}
