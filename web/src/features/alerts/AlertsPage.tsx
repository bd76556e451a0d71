import { Anchor, Card, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorBanner } from '../../shared/ui/ErrorBanner';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { NoWorkspaceYet } from '../workspaces/NoWorkspaceYet';
import { useCurrentWorkspace } from '../workspaces/hooks/useCurrentWorkspace';
import { AlertsTable } from './AlertsTable';
import { thresholdsText } from './alertLink';
import { useAlerts } from './hooks/useAlerts';

function WorkspaceAlerts({ workspaceId }: { workspaceId: string }) {
  const { data, isLoading, error } = useAlerts(workspaceId);
  if (isLoading) return <Skeleton h={240} radius="md" />;
  if (error || !data) return <ErrorBanner title="The alerts could not be loaded" error={error} />;
  return (
    <Card p="xl">
      <Stack gap="md">
        <Text fz="sm" lh={1.6}>
          Each group's latest cycle against the one before, for every question: listed when it moved beyond noise under this workspace's
          rule ({thresholdsText(data.thresholds)}).{' '}
          <Anchor component={Link} to="/workspace-settings?tab=alerts" fz="sm">
            Change the rule
          </Anchor>
        </Text>
        {data.alerts.length > 0 ? (
          <AlertsTable alerts={data.alerts} />
        ) : (
          <Text fz="sm" c="dimmed">
            {data.compared === 0
              ? 'No group has answers in two cycles yet: alerts appear once a second cycle is answered.'
              : `None of the ${data.compared} changes since the cycle before passes the rule.`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** /analytics/alerts: the significant moves since the cycle before; `?workspace=` (the digest's link) makes it current */
export function AlertsPage() {
  usePageTitle('Alerts');
  const { workspace, isLoading, error, select, canUse } = useCurrentWorkspace();
  const [params] = useSearchParams();
  const asked = params.get('workspace');
  useEffect(() => {
    if (asked && canUse(asked)) select(asked);
  }, [asked, canUse, select]);
  return (
    <>
      <PageHeader eyebrow="Learn · Analytics" title="Alerts" />
      {isLoading ? (
        <Skeleton h={240} radius="md" />
      ) : workspace ? (
        <WorkspaceAlerts workspaceId={workspace.id} />
      ) : error ? (
        <ErrorBanner title="Your workspaces could not be loaded" error={error} />
      ) : (
        <NoWorkspaceYet description="Alerts compare the cycles of a workspace's surveys." />
      )}
    </>
  );
}
