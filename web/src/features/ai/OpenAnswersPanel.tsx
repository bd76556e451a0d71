import { type AiLatest, AiMessages } from '@canopy/contracts/analytics/ai';
import type { LanguageTag } from '@canopy/contracts';
import { Anchor, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { LANGUAGE_NAMES } from '../library/LanguageFlags';
import { useAiLatest } from './hooks/useAiLatest';
import { periodLabel } from './periodLabel';

const SENTIMENT_COLOURS = { positive: 'green', neutral: 'gray', negative: 'red' } as const;
type Question = { id: string; body: string };
type Analysis = AiLatest['questions'][number];

/**
 * beside an assessment's charts: the latest AI analysis of its open-answer questions (summary and leading themes),
 * read only when the consultant asks for it, so the charts' own calls have the page to themselves
 */
export function OpenAnswersPanel({
  workspaceId,
  assessmentId,
  questions,
}: {
  workspaceId: string;
  assessmentId: string;
  questions: Question[];
}) {
  const [shown, setShown] = useState(false);
  const latest = useAiLatest(workspaceId, assessmentId, shown);
  if (!shown)
    return (
      <Group>
        <Button variant="light" size="compact-sm" leftSection={<IconSparkles size={16} />} onClick={() => setShown(true)}>
          Open answers: AI analysis
        </Button>
      </Group>
    );
  return (
    <Card withBorder radius="md" p="md" data-testid="open-answers" aria-label="Open answers: AI analysis">
      <Stack gap="sm">
        <Text fw={600}>Open answers: AI analysis</Text>
        {latest.isPending && <Loader size="sm" aria-label="Reading the analysis" />}
        {latest.isError && (
          <Text size="sm" c="red">
            {errorDetail(latest.error)}
          </Text>
        )}
        {latest.isSuccess && !latest.data && (
          <Text size="sm" c="dimmed">
            These open answers have not been analysed yet. Start an analysis of their package in{' '}
            <Anchor component={Link} to="/ai/ai-generation" size="sm">
              AI Generate
            </Anchor>
            ; its summary and themes then appear here.
          </Text>
        )}
        {latest.data && (
          <>
            <Text size="xs" c="dimmed">
              {latest.data.package_name}, {periodLabel(latest.data)}, all participants
            </Text>
            {questions.map((question) => (
              <QuestionAnalyses
                key={question.id}
                question={question}
                analyses={latest.data!.questions.filter((item) => item.question_id === question.id)}
              />
            ))}
          </>
        )}
      </Stack>
    </Card>
  );
}

function QuestionAnalyses({ question, analyses }: { question: Question; analyses: Analysis[] }) {
  return (
    <Stack gap={6} data-testid="open-answer-question">
      <Text size="sm" fw={500}>
        {question.body}
      </Text>
      {analyses.length === 0 && (
        <Text size="sm" c="dimmed">
          Too few comments to analyse for all participants in this period.
        </Text>
      )}
      {analyses.map((analysis) => (
        <Stack key={analysis.language} gap={4} data-testid={`open-answer-${analysis.language}`}>
          <Text size="xs" c="dimmed">
            {LANGUAGE_NAMES[analysis.language as LanguageTag] ?? analysis.language}: {analysis.comments} comments
            {analysis.themes.length > 0 &&
              analysis.themes.every((theme) => theme.sentiment === null) &&
              `, ${AiMessages.sentimentNotAnalysed}`}
          </Text>
          <Text size="sm">{analysis.summary}</Text>
          {analysis.themes.length > 0 && (
            <Group gap={6} aria-label="Leading themes">
              {analysis.themes.map((theme) => (
                <Badge
                  key={theme.phrase}
                  variant="light"
                  tt="none"
                  color={theme.sentiment ? SENTIMENT_COLOURS[theme.sentiment] : 'blue'}
                  title={theme.sentiment ? `Sentiment: ${theme.sentiment}` : AiMessages.sentimentNotAnalysed}
                >
                  {theme.phrase} · {Math.round(theme.share * 100)}% of comments{theme.sentiment ? ` · ${theme.sentiment}` : ''}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
