import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAiLatest } from './hooks/useAiLatest';
import { periodLabel } from './periodLabel';

const COLOURS = { positive: 'green', neutral: 'gray', negative: 'red' } as const;

/**
 * beside an assessment's charts: its open-answer questions' latest analysis (summary and leading themes), read when
 * asked for, so the charts' own calls have the page to themselves first
 */
export function OpenAnswersPanel({ workspaceId, assessmentId }: { workspaceId: string; assessmentId: string }) {
  const [shown, setShown] = useState(false);
  const latest = useAiLatest(workspaceId, assessmentId, shown);
  if (!shown)
    return (
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={() => setShown(true)}>
          Open answers (AI analysis)
        </Button>
      </Group>
    );
  if (latest.isLoading) return null;
  if (!latest.data || latest.data.questions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No AI analysis of this assessment's open answers yet.
      </Text>
    );
  const { data } = latest;
  return (
    <Card withBorder radius="md" p="md" data-testid="open-answers">
      <Stack gap="sm">
        <Text fw={600}>Open answers</Text>
        <Text size="xs" c="dimmed">
          AI analysis of {data.package_name}, {periodLabel(data.period_start, data.period_end, data.is_forever)}, all participants
        </Text>
        {data.questions.map((question) => (
          <Stack key={`${question.question_id}-${question.language}`} gap={6}>
            <Text size="sm" fw={500}>
              {question.body}
            </Text>
            <Text size="sm">{question.summary}</Text>
            <Group gap={6}>
              {question.themes.map((theme) => (
                <Badge key={theme.phrase} variant="light" color={theme.sentiment ? COLOURS[theme.sentiment] : 'blue'} tt="none">
                  {theme.phrase} · {Math.round(theme.share * 100)}%
                </Badge>
              ))}
            </Group>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
