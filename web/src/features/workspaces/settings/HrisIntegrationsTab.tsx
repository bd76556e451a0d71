import type { HrisIntegration, Workspace } from '@canopy/contracts';
import { Alert, Avatar, Badge, Box, Button, Card, DataList, EmptyState, Group, Loader, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { isSyncInProgress } from '@canopy/contracts/hris/api';
import { formatSyncTime, statusLabel, SYNC_NOTICE } from '../hris';
import { ConnectHrisModal, HrisIntegrationControls, useHrisIntegrations } from '../../hris';
import { IconInfoCircle, IconLink, IconPlus, IconRefresh } from '@tabler/icons-react';

/** The two syncs of a connection, internal then provider: their status and times. */
// biome-ignore-start lint/correctness/useJsxKeyInIterable: values shown in their own keyed DataList.Item, not as siblings
const syncFacts = (integration: HrisIntegration): [string, ReactNode][] => [
  ['Internal sync status', <Badge color="bark">{statusLabel(integration.local_sync_status)}</Badge>],
  ['Last internal sync', formatSyncTime(integration.local_sync_completed_at)],
  ['Provider sync status', <Badge color="bark">{statusLabel(integration.sync_status)}</Badge>],
  ['Last provider sync', formatSyncTime(integration.sync_completed_at)],
  ['Next scheduled provider sync', formatSyncTime(integration.sync_scheduled_at)],
];
// biome-ignore-end lint/correctness/useJsxKeyInIterable: see above

function IntegrationCard({ integration, syncing }: { integration: HrisIntegration; syncing: boolean }) {
  return (
    <Card p="lg" pos="relative" data-testid="hris-integration" data-syncing={syncing || undefined}>
      <Box
        style={syncing ? { filter: 'blur(3px)', pointerEvents: 'none', userSelect: 'none' } : undefined}
        aria-hidden={syncing || undefined}
      >
        <Group gap="md" mb="md" wrap="nowrap">
          <Avatar src={integration.logo_url} alt="" radius="md" size={44} color="canopy" variant="light">
            <IconLink size={20} />
          </Avatar>
          <Stack gap={0}>
            <Text fw={600} tt="capitalize">
              {integration.provider || 'HRIS'}
            </Text>
            {integration.failure_reason && (
              <Text fz="xs" c="red.7">
                {integration.failure_reason}
              </Text>
            )}
          </Stack>
        </Group>
        <DataList withDivider labelWidth={220} size="sm">
          {syncFacts(integration).map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </Box>
      {syncing && (
        <Group pos="absolute" inset={0} justify="center" align="center" gap="xs" role="status">
          <Loader size="sm" />
          <Text fw={600}>Syncing</Text>
        </Group>
      )}
    </Card>
  );
}

/**
 * HRIS integrations: each connection with its internal and provider sync state.
 * An unfinished sync is blurred behind a 'Syncing' spinner with the notice; 'Add new integration' only
 * while there is none.
 */
export function HrisIntegrationsTab({ workspace }: { workspace: Workspace }) {
  const [adding, setAdding] = useState(false);
  const integrations = useHrisIntegrations(workspace);
  const now = new Date();
  const anySyncing = integrations.some((integration) => isSyncInProgress(integration, now));

  return (
    <Stack gap="md" maw={720}>
      {integrations.length === 0 ? (
        <EmptyState
          icon={<IconRefresh size={28} />}
          variant="light"
          title="No HRIS connected"
          description="Connect the client's HR information system to keep participants and groups up to date without imports."
          py="xl"
        >
          <EmptyState.Actions>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Add new integration
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <>
          {anySyncing && (
            <Alert color="canopy" icon={<IconInfoCircle size={18} />} role="status">
              {SYNC_NOTICE}
            </Alert>
          )}
          {integrations.map((integration) => (
            <Stack key={integration.id} gap="sm">
              <IntegrationCard integration={integration} syncing={isSyncInProgress(integration, now)} />
              <HrisIntegrationControls workspace={workspace} integration={integration} />
            </Stack>
          ))}
        </>
      )}
      <ConnectHrisModal workspace={workspace} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
