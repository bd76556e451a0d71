import { rangeLabel } from '@canopy/contracts/platform/dates';
import { formatDateTime, formatDay } from '../../shared/format/dates';
import { Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { lookupError } from './lookupError';
import { useUnmaskings } from './hooks/useUnmaskings';

const when = (iso: string) => formatDateTime(iso);
const day = (iso: string) => formatDay(iso);

/** every raw data file of the workspace that named people: who, when, package, assessment and cycles */
export function UnmaskingsCard({ workspaceId }: { workspaceId: string }) {
  const { data, isLoading, error } = useUnmaskings(workspaceId);
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Unmasked exports
        </Title>
        <Text c="dimmed" fz="sm">
          Every raw data file of this workspace that named people, for the whole team to see.
        </Text>
        {isLoading && <Loader size="sm" aria-label="Loading unmasked exports" />}
        {error && <Text c="red.7">{lookupError(error)}</Text>}
        {data && data.unmaskings.length === 0 && <Text fz="sm">No one has exported named data from this workspace.</Text>}
        {data && data.unmaskings.length > 0 && (
          <Table striped aria-label="Unmasked exports">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Who</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>Package</Table.Th>
                <Table.Th>Assessment</Table.Th>
                <Table.Th>Cycles</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.unmaskings.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.consultant_name}</Table.Td>
                  <Table.Td>{when(row.exported_at)}</Table.Td>
                  <Table.Td>{row.package_name}</Table.Td>
                  <Table.Td>{row.assessment_name}</Table.Td>
                  <Table.Td>{row.cycles.map((cycle) => rangeLabel(cycle.from, cycle.to, day)).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
