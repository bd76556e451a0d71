import type { PreviewStatus, PreviewTally, ReleasePreview } from '@canopy/contracts/analytics/preview';
import { Alert, Badge, Card, Group, Loader, Progress, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { formatDay } from '../../shared/format/dates';

/** the colour and word of each outcome, the same on the bars, their legends and the table */
export const STATUS_LOOK: Record<PreviewStatus, { color: string; label: string }> = {
  shown: { color: 'teal.7', label: 'Shown' },
  refused: { color: 'orange.7', label: 'Refused' },
  hidden: { color: 'gray.6', label: 'Hidden' },
  empty: { color: 'gray.3', label: 'Nobody' },
};
const ORDER: PreviewStatus[] = ['shown', 'refused', 'hidden', 'empty'];

/** a stacked bar of shown, refused and hidden, with its counts beside each colour */
export function OutcomeBar({ label, tally, testId }: { label: string; tally: PreviewTally; testId: string }) {
  const total = ORDER.reduce((sum, status) => sum + tally[status], 0);
  const share = (count: number) => (total === 0 ? 0 : (count / total) * 100);
  const said = ORDER.filter((status) => tally[status] > 0).map((status) => `${tally[status]} ${STATUS_LOOK[status].label.toLowerCase()}`);
  return (
    <div data-testid={testId} data-shown={tally.shown} data-refused={tally.refused} data-hidden={tally.hidden}>
      <Group justify="space-between" mb={4}>
        <Text fz="sm" fw={600}>
          {label}
        </Text>
        <Text fz="xs" c="dimmed">
          {total === 0 ? 'none' : `${tally.shown} of ${total} shown`}
        </Text>
      </Group>
      {/* one picture of the counts: the sections are drawn, the root names them (a section is no progress bar) */}
      <Progress.Root size={18} role="img" aria-label={`${label}: ${said.join(', ') || 'none'}`}>
        {ORDER.map((status) => (
          <Progress.Section key={status} value={share(tally[status])} color={STATUS_LOOK[status].color} withAria={false}>
            {tally[status] > 0 && share(tally[status]) >= 8 && <Progress.Label>{tally[status]}</Progress.Label>}
          </Progress.Section>
        ))}
      </Progress.Root>
      <Group gap="md" mt={4}>
        {ORDER.filter((status) => tally[status] > 0).map((status) => (
          <Group key={status} gap={4}>
            <span
              aria-hidden
              style={{
                width: 10,
                height: 10,
                borderRadius: 2,
                background: `var(--mantine-color-${STATUS_LOOK[status].color.replace('.', '-')})`,
              }}
            />
            <Text fz="xs">
              {STATUS_LOOK[status].label} {tally[status]}
            </Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** where the rate comes from, in words */
const rateSource = (preview: ReleasePreview, cycleWord: string) =>
  preview.rate_source === 'given'
    ? 'the rate you set'
    : preview.rate_source === 'last_cycle'
      ? `the share of these people who answered the ${cycleWord}${preview.rate_cycle_date ? ` (started ${formatDay(preview.rate_cycle_date)})` : ''}`
      : 'the usual rate, as this package has no answered cycle yet';

type Props = {
  preview: ReleasePreview | undefined;
  loading: boolean;
  failed: boolean;
  /** the controls over the rate, when the reader may change it */
  rateControl?: ReactNode;
  /** how the rate's cycle is named ('last cycle', 'chosen cycle') */
  cycleWord?: string;
};

/**
 * The release preview: before sending, how many of the chosen groups, and of the hiring-date filters on their rows,
 * the charts would show, refuse or hide once the cycle is answered at the expected rate, and the smallest change each
 * shown group could reveal (docs/decisions/0140-release-preview-before-launch.md).
 */
export function ReleasePreviewCard({ preview, loading, failed, rateControl, cycleWord = 'last cycle' }: Props) {
  const [picked, setPicked] = useState<string | null>(null);
  const estimate = preview?.assessments.find((entry) => entry.assessment_id === picked) ?? preview?.assessments[0];
  const groups = estimate ? estimate.rows.length - 1 : 0;
  return (
    <Card withBorder radius="md" padding="md" data-testid="release-preview">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={3} fz="md">
            What the charts will show
          </Title>
          {loading && <Loader size="xs" aria-label="Estimating" />}
        </Group>
        {failed && !preview && (
          <Text fz="sm" c="red.7" role="alert">
            The estimate could not be made. Try again in a moment.
          </Text>
        )}
        {preview && (
          <Text fz="sm">
            {preview.people} {preview.people === 1 ? 'person' : 'people'} in these groups today; at a response rate of{' '}
            <b>{percent(preview.response_rate)}</b> ({rateSource(preview, cycleWord)}) about <b>{preview.expected}</b> would answer. Each
            figure needs at least {preview.minimum_group_size} respondents.
          </Text>
        )}
        {rateControl}
        {preview && preview.assessments.length === 0 && (
          <Text fz="sm" c="dimmed">
            This package holds no assessment with scored questions, so it has no charts to estimate.
          </Text>
        )}
        {preview && preview.assessments.length > 1 && (
          <SegmentedControl
            size="xs"
            value={estimate?.assessment_id ?? ''}
            onChange={setPicked}
            data={preview.assessments.map((entry) => ({ value: entry.assessment_id, label: entry.name }))}
            aria-label="Assessment"
          />
        )}
        {estimate && (
          <>
            {groups > 0 && estimate.groups.shown === 0 && (
              <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="No group would be shown" data-testid="nothing-shown">
                {`None of these ${groups} groups would reach ${preview!.minimum_group_size} respondents at this rate: the charts would show All participants only. Choose fewer, larger groups to see them apart.`}
              </Alert>
            )}
            <OutcomeBar label="Groups" tally={estimate.groups} testId="preview-groups" />
            <OutcomeBar label="Hiring-date filters on these rows" tally={estimate.tenure} testId="preview-tenure" />
            <Table fz="sm" verticalSpacing={4} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th ta="right">People</Table.Th>
                  <Table.Th ta="right">Expected</Table.Th>
                  <Table.Th>Chart</Table.Th>
                  <Table.Th ta="right">Smallest visible change</Table.Th>
                  <Table.Th ta="right">Hiring filters shown</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {estimate.rows.map((row) => (
                  <Table.Tr key={row.group_id ?? 'all'} data-status={row.status}>
                    <Table.Td>{row.group_name}</Table.Td>
                    <Table.Td ta="right">{row.people}</Table.Td>
                    <Table.Td ta="right">{row.expected}</Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={STATUS_LOOK[row.status].color.split('.')[0]}>
                        {STATUS_LOOK[row.status].label}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{row.minimum_detectable === null ? '–' : `±${row.minimum_detectable}`}</Table.Td>
                    <Table.Td ta="right">
                      {row.tenure.shown} of {9 - row.tenure.empty}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text fz="xs" c="dimmed">
              Refused: large enough, but showing it beside the other figures would set fewer than {preview!.minimum_group_size} people
              apart. Hidden: fewer than {preview!.minimum_group_size} respondents. The smallest visible change is the move between two such
              cycles a test would find 8 times in 10, for a spread of {estimate.sd}
              {estimate.sd_source === 'answers' ? " (this assessment's answers so far)" : ' (assumed: a quarter of the scale)'}.
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
