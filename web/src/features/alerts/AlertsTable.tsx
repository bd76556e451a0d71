import type { Alert } from '@canopy/contracts/analytics/alerts';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { differenceText, MARK_COLOUR, MARK_LABEL } from '../culture/changeText';
import { alertChartPath, moveText } from './alertLink';

/** the alerts, largest move first: group, question, from, to, the difference with its interval; each opens its chart */
export function AlertsTable({ alerts, compact = false }: { alerts: readonly Alert[]; compact?: boolean }) {
  return (
    <Table.ScrollContainer minWidth={compact ? 360 : 720}>
      <Table fz={compact ? 'xs' : 'sm'} verticalSpacing={compact ? 4 : 'xs'} data-testid="alerts-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Group</Table.Th>
            <Table.Th>Question</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Difference</Table.Th>
            {!compact && <Table.Th>Move</Table.Th>}
            <Table.Th>Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {alerts.map((alert) => (
            <Table.Tr key={`${alert.question_id}-${alert.group_id ?? ''}`}>
              <Table.Td>{alert.group_name}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={alertChartPath(alert)} fz="inherit" aria-label={`Open the chart of ${alert.question_body}`}>
                  {alert.question_body}
                </Anchor>
                {!compact && (
                  <Text fz="xs" c="dimmed">
                    {alert.assessment_name} · {alert.n_before} and {alert.n_after} people
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{alert.from}</Table.Td>
              <Table.Td>{alert.to}</Table.Td>
              <Table.Td>{differenceText(alert)}</Table.Td>
              {!compact && <Table.Td>{moveText(alert.move)}</Table.Td>}
              <Table.Td>
                <Badge size="sm" variant="light" color={MARK_COLOUR[alert.mark]}>
                  {MARK_LABEL[alert.mark]}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
