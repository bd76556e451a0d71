import type { EnpsSplit } from '@canopy/contracts/analytics/api';
import { Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { NOT_ENOUGH } from './chartTraces';

const PARTS = [
  { key: 'promoters', label: 'Promoters (9-10)', colour: '#1b7a3a' },
  { key: 'passives', label: 'Passives (7-8)', colour: '#c9c9c9' },
  { key: 'detractors', label: 'Detractors (1-6)', colour: '#d64545' },
] as const;

/** the employee Net Promoter score with its promoter / passive / detractor split, beside the net-score line */
export function EnpsSplitBar({ split }: { split: EnpsSplit }) {
  return (
    <Stack gap={6} data-testid="enps-split">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          eNPS · {split.question_body}
        </Text>
        {!split.suppressed && (
          <Text size="sm" fw={700}>
            {split.value! > 0 ? '+' : ''}
            {split.value} ({(split.promoters ?? 0) + (split.passives ?? 0) + (split.detractors ?? 0)} answers from {split.respondents}{' '}
            people)
          </Text>
        )}
      </Group>
      {split.suppressed ? (
        <Text size="sm" c="dimmed">
          {NOT_ENOUGH}
        </Text>
      ) : (
        <>
          <Progress.Root size={22} aria-label="eNPS split">
            {PARTS.map((part) => (
              <Tooltip key={part.key} label={`${part.label}: ${split[part.key]}`}>
                <Progress.Section value={split[`${part.key}_share`] ?? 0} color={part.colour}>
                  <Progress.Label c={part.key === 'passives' ? 'dark' : undefined}>{split[`${part.key}_share`]}%</Progress.Label>
                </Progress.Section>
              </Tooltip>
            ))}
          </Progress.Root>
          <Group gap="md">
            {PARTS.map((part) => (
              <Text key={part.key} size="xs" c="dimmed">
                {part.label}: {split[part.key]} · {split[`${part.key}_share`]}%
              </Text>
            ))}
          </Group>
        </>
      )}
    </Stack>
  );
}
