import { Anchor, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '../../shared/ui/ErrorBanner';
import { useCurrentWorkspace } from '../workspaces/hooks/useCurrentWorkspace';
import { AlertsTable } from './AlertsTable';
import { useAlerts } from './hooks/useAlerts';

/** the Home card shows the largest moves; the page lists them all */
const SHOWN = 5;

function Alerts({ workspaceId }: { workspaceId: string }) {
  const { data, isLoading, error } = useAlerts(workspaceId);
  if (isLoading) return <Skeleton h={120} radius="md" />;
  if (error || !data) return <ErrorBanner title="The alerts could not be loaded" error={error} />;
  if (data.alerts.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {data.compared === 0 ? 'Alerts appear once a second cycle is answered.' : 'No group moved beyond noise since the cycle before.'}
      </Text>
    );
  return <AlertsTable alerts={data.alerts.slice(0, SHOWN)} compact />;
}

/** Home: the current workspace's significant moves since the cycle before, each opening its chart */
export function AlertsHomeCard() {
  const { workspace } = useCurrentWorkspace();
  if (!workspace) return null;
  return (
    <Card data-testid="alerts-card" mt="xl">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={32} radius="md" variant="light" color="canopy">
              <IconBell size={18} />
            </ThemeIcon>
            <Text fw={600}>Alerts since the cycle before</Text>
          </Group>
          <Anchor component={Link} to="/analytics/alerts" fz="sm">
            All alerts
          </Anchor>
        </Group>
        <Alerts workspaceId={workspace.id} />
      </Stack>
    </Card>
  );
}
