import { formatDay } from '../../shared/format/dates';
import type { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import { Loader, Modal, Table, Text } from '@mantine/core';
import { errorDetail } from '../../shared/api/http';
import { usePasses } from './hooks/usePasses';

/** 'Show passes': how many passed each question, per cycle */
export function PassesModal({
  workspaceId,
  assessmentId,
  filters,
  onClose,
}: {
  workspaceId: string;
  assessmentId: string;
  filters: AnalyticsFilters;
  onClose: () => void;
}) {
  const query = usePasses(workspaceId, assessmentId, filters);
  const cycles = [
    ...new Map((query.data ?? []).flatMap((item) => item.cycles).map((cycle) => [cycle.cycle_id, cycle.cycle_date])).entries(),
  ];
  return (
    <Modal opened onClose={onClose} title="Passes" size="lg">
      {query.isLoading && <Loader size="sm" />}
      {query.error && <Text c="red.7">{errorDetail(query.error)}</Text>}
      {query.data && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Question</Table.Th>
              {cycles.map(([id, date]) => (
                <Table.Th key={id}>{formatDay(date)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((item) => (
              <Table.Tr key={item.question_id}>
                <Table.Td>
                  {item.question_index + 1}. {item.question_body}
                </Table.Td>
                {cycles.map(([id]) => (
                  <Table.Td key={id}>{item.cycles.find((cycle) => cycle.cycle_id === id)?.number_of_pass ?? '–'}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
