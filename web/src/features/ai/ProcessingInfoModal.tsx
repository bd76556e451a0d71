import type { AiRunStatus } from '@canopy/contracts/analytics/ai';
import { Badge, Button, Loader, ScrollArea, Table, Text } from '@mantine/core';
import { errorDetail } from '../../shared/api/http';
import { AppModal } from '../../shared/ui/AppModal';
import { useAiActions } from './hooks/useAiActions';
import { useAiStatus } from './hooks/useAiStatus';
import { periodLabel } from './periodLabel';

const COLOURS: Record<AiRunStatus, string> = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' };

/** 'Info of processing': each run's package, assessment, period and status, newest first; a failed run can start again */
export function ProcessingInfoModal({ workspaceId, onClose }: { workspaceId: string; onClose: () => void }) {
  const status = useAiStatus(workspaceId);
  const { restart } = useAiActions(workspaceId);
  return (
    <AppModal title="Info of processing" size="xl" onClose={onClose}>
      {status.isLoading && <Loader size="sm" />}
      {status.error && <Text c="red.7">{errorDetail(status.error)}</Text>}
      {restart.error && <Text c="red.7">{errorDetail(restart.error)}</Text>}
      {status.data && status.data.length === 0 && <Text c="dimmed">No analysis has been generated in this workspace yet.</Text>}
      {status.data && status.data.length > 0 && (
        <ScrollArea.Autosize mah="60vh">
          <Table striped highlightOnHover aria-label="AI analyses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Package</Table.Th>
                <Table.Th>Assessment</Table.Th>
                <Table.Th>Period</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {status.data.map((row) => (
                <Table.Tr key={`${row.run_id}-${row.assessment_id}`}>
                  <Table.Td>
                    {row.package_name}
                    {row.trigger !== 'manual' && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        · {row.trigger}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{row.assessment_name}</Table.Td>
                  <Table.Td>{periodLabel(row)}</Table.Td>
                  <Table.Td>
                    <Badge color={COLOURS[row.status]} variant="light">
                      {row.status}
                    </Badge>
                    {row.reason && (
                      <Text size="xs" c={row.status === 'failed' ? 'red.7' : 'dimmed'} mt={4}>
                        {row.reason}
                      </Text>
                    )}
                    {row.status === 'failed' && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        mt={4}
                        loading={restart.isPending}
                        onClick={() => restart.mutate(row.run_id)}
                      >
                        Start again
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </AppModal>
  );
}
