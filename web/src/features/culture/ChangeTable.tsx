import type { ChangeRow } from '@canopy/contracts/analytics/api';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { detectableText, differenceText, MARK_COLOUR, MARK_LABEL } from './changeText';

/** the Cycles view's change since the cycle before, one row per group, under the bars */
export function ChangeTable({ changes }: { changes: readonly ChangeRow[] }) {
  if (!changes.length) return null;
  return (
    <Stack gap={4} data-testid="change-table">
      <Text size="sm" fw={600}>
        Change since the cycle before
      </Text>
      <Table fz="xs" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Group</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Difference</Table.Th>
            <Table.Th>Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.group_id ?? ''}>
              <Table.Td>{change.group_name}</Table.Td>
              <Table.Td>{change.from}</Table.Td>
              <Table.Td>{change.to}</Table.Td>
              <Table.Td>{differenceText(change)}</Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={MARK_COLOUR[change.mark]}>
                  {MARK_LABEL[change.mark]}
                </Badge>
                {detectableText(change) && (
                  <Text fz="xs" c="dimmed">
                    {detectableText(change)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fz="xs" c="dimmed">
        Welch's t test at 95%, corrected for the comparisons on this chart (Benjamini-Hochberg).
      </Text>
    </Stack>
  );
}
