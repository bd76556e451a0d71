import { ANSWER_TYPE_LABELS, type Assessment } from '@canopy/contracts';
import { ActionIcon, Badge, Card, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { startAssessmentDrag } from '../dragAssessment';
import { answerTypesOf, questionCount, textOf, truncateTitle } from '../text';
import { IconDots, IconTrash } from '@tabler/icons-react';

export type CardAction = { label: string; onClick: () => void; icon?: ReactNode; danger?: boolean; disabled?: boolean };

type Props = {
  assessment: Assessment;
  /** absent: the card only shows the assessment (its menu still acts) */
  onOpen?: () => void;
  actions: readonly CardAction[];
  /** cards in a narrow column cut titles at 30 characters, wide ones at 50 */
  titleMax?: 30 | 50;
  /** whether the card can be dragged onto a package */
  draggable?: boolean;
  /** one more line under the question count, e.g. when it joined a package */
  note?: string;
};

/** One assessment of a library shelf: a click on it (or Enter on its title) opens its details; its menu holds the actions. */
export function AssessmentCard({ assessment, onOpen, actions, titleMax = 30, draggable = true, note }: Props) {
  const title = textOf(assessment.name);
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      data-testid="assessment-card"
      data-assessment-title={title}
      onClick={onOpen}
      draggable={draggable && !assessment.is_archived}
      onDragStart={(event) => startAssessmentDrag(event, assessment.id, title)}
      style={{ cursor: draggable && !assessment.is_archived ? 'grab' : onOpen ? 'pointer' : 'default', minHeight: 92 }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={6}>
        <Stack gap={4} style={{ minWidth: 0 }}>
          {/* the title is the card's keyboard target: Enter opens the details, as a click anywhere on the card does */}
          <UnstyledButton
            fw={600}
            fz="sm"
            lh={1.35}
            title={title}
            aria-label={
              onOpen
                ? `${title}${assessment.is_archived ? ' (archived)' : ''}, ${questionCount(assessment.number_of_questions)}: details`
                : undefined
            }
            component={onOpen ? 'button' : 'span'}
            onClick={(event: MouseEvent) => {
              event.stopPropagation();
              onOpen?.();
            }}
            style={{ textAlign: 'left' }}
          >
            {truncateTitle(title, titleMax)}
            {assessment.is_archived && (
              <Text span c="dimmed" fz="xs" fw={500}>
                {' '}
                (archived)
              </Text>
            )}
          </UnstyledButton>
          <Text fz="xs" c="dimmed">
            {questionCount(assessment.number_of_questions)}
            {note ? ` · ${note}` : ''}
          </Text>
        </Stack>
        {actions.length > 0 && (
          <Menu position="bottom-end" withinPortal shadow="md" width={200}>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="bark"
                size="sm"
                aria-label={`Actions for ${title}`}
                onClick={(event) => event.stopPropagation()}
                onKeyDown={(event) => event.stopPropagation()}
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
              {actions.map((action) => (
                <Menu.Item
                  key={action.label}
                  color={action.danger ? 'red' : undefined}
                  leftSection={action.icon ?? (action.danger ? <IconTrash size={14} /> : undefined)}
                  disabled={action.disabled}
                  onClick={action.onClick}
                >
                  {action.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Group gap={6} mt="xs">
        {assessment.type === 'linked_survey' ? (
          <Badge size="xs" variant="light" color="grape" radius="sm">
            Linked survey
          </Badge>
        ) : (
          answerTypesOf(assessment).map((type) => (
            <Badge key={type} size="xs" variant="light" color="canopy" radius="sm" data-testid="answer-type">
              {ANSWER_TYPE_LABELS[type]}
            </Badge>
          ))
        )}
        {assessment.been_answered && (
          <Badge size="xs" variant="light" color="bark" radius="sm">
            Answered
          </Badge>
        )}
      </Group>
    </Card>
  );
}
