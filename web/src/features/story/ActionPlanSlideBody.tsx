import { ACTION_TABLE_HEADER, type ActionPlanSlide, NO_ACTIONS } from '@canopy/contracts/story/actionPlanSlide';
import { TRACKING_MARK_LABEL } from '@canopy/contracts/actions/planTexts';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { MARK_COLOUR } from '../culture/changeText';

const STATUS_COLOUR: Record<ActionPlanSlide['actions'][number]['status'], string> = {
  planned: 'gray',
  in_progress: 'blue',
  done: 'green',
  dropped: 'dark',
};

/**
 * A focus area's 'Action plan' slide (ADR 0156): the lines the deck prints, word for word (the server made them
 * with the slide), the next cycle's mark and the target's verdict as badges beside them, then the actions.
 */
export function ActionPlanSlideBody({ plan }: { plan: ActionPlanSlide }) {
  const { text, tracking } = plan;
  return (
    <Stack gap="sm" data-testid="action-plan-slide">
      <Stack gap={4}>
        <Text size="sm" data-testid="plan-baseline">
          {text.baseline}
        </Text>
        <Text size="sm" data-testid="plan-target">
          {text.target}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={tracking?.change ? 600 : undefined} data-testid="plan-tracking">
            {text.tracking}
          </Text>
          {tracking?.change && (
            <Badge color={MARK_COLOUR[tracking.change.mark]} variant="light" title="Welch's t test against the baseline cycle, 95% level">
              {TRACKING_MARK_LABEL[tracking.change.mark]}
            </Badge>
          )}
        </Group>
        {text.feedback !== null && (
          <Text size="sm" data-testid="plan-feedback">
            {text.feedback}
          </Text>
        )}
      </Stack>
      {text.actions.length === 0 ? (
        <Text size="sm" fs="italic" c="dimmed">
          {NO_ACTIONS}
        </Text>
      ) : (
        <Table withTableBorder striped data-testid="plan-actions">
          <Table.Thead>
            <Table.Tr>
              {ACTION_TABLE_HEADER.map((cell) => (
                <Table.Th key={cell}>{cell}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {text.actions.map(([title, owner, due, status], index) => {
              const action = plan.actions[index];
              return (
                // the slide's rows have no id of their own (an action may share its title with another)
                <Table.Tr key={index}>
                  <Table.Td dir="auto">{title}</Table.Td>
                  <Table.Td dir="auto">{owner}</Table.Td>
                  <Table.Td>{due}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={action ? (action.overdue ? 'red' : STATUS_COLOUR[action.status]) : 'gray'}>
                      {status}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
