import type { CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { Avatar, Divider, Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { ErrorBanner } from '../../../shared/ui/ErrorBanner';
import { HelpTip } from '../../../shared/ui/HelpTip';
import { initials } from '../../../shared/ui/initials';
import { formatDate, fullName } from '../format';
import { GroupTag } from '../groups/GroupTag';
import { useParticipantDetails } from '../hooks/useParticipantDetails';
import { NotesSection } from './NotesSection';
import { AppModal } from '../../../shared/ui/AppModal';

/** what the connectedness score means, where the popup shows it */
const CONNECTEDNESS_HELP =
  'Connectedness score: the share of the other people in the workspace who chose this person as a collaborator (100% when everyone did).';

function Detail({ label, value, testId, help }: { label: string; value: string; testId?: string; help?: string }) {
  const title = (
    <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
      {label}
    </Text>
  );
  return (
    <Stack gap={2}>
      {help ? (
        <Group gap={2} wrap="nowrap">
          {title}
          <HelpTip label={`What ${label.toLowerCase()} means`} text={help} />
        </Group>
      ) : (
        title
      )}
      <Text fz="sm" c={value ? undefined : 'dimmed'} data-testid={testId}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

const score = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/**
 * The participant details popup (from the participants page and the collaboration map): profile, groups, each
 * assessment's average and last score, the collaboration counts, the connectedness score and the notes.
 */
export function ParticipantDetailsModal({
  participantId,
  filters,
  onClose,
}: {
  participantId: string;
  filters?: CollaborationFilters;
  onClose: () => void;
}) {
  const details = useParticipantDetails(participantId, filters);
  const person = details.data;
  return (
    <AppModal onClose={onClose} size={680} title="Participant">
      <ErrorBanner title="Could not load the participant" error={details.error} />
      {!person ? (
        details.isPending && <Loader size="sm" />
      ) : (
        <Stack gap="lg" data-testid="participant-details">
          <Group gap="md" wrap="nowrap">
            <Avatar radius="xl" size={48} color="initials" name={fullName(person)}>
              {initials(person.first_name, person.last_name)}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={650} fz="lg" truncate>
                {fullName(person)}
              </Text>
              <Text fz="sm" c="dimmed">
                {[person.job, person.work_location_name].filter(Boolean).join(' · ') || '—'}
              </Text>
            </Stack>
          </Group>
          <SimpleGrid cols={3} spacing="md">
            <Detail label="Email" value={person.email} />
            <Detail label="Phone" value={person.phone ? `${person.phone_code} ${person.phone}`.trim() : ''} />
            <Detail label="ID" value={person.payroll_id} />
            <Detail label="Start date" value={formatDate(person.hiring_date)} />
            <Detail label="Location" value={[person.city, person.state, person.country].filter(Boolean).join(', ')} />
            <Detail label="Managers" value={person.managers.map(fullName).join(', ')} />
          </SimpleGrid>
          <Stack gap={6}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
              Groups
            </Text>
            {person.groups.length === 0 ? (
              <Text fz="sm" c="dimmed">
                Not in any group
              </Text>
            ) : (
              <Group gap={6}>
                {person.groups.map((group) => (
                  <GroupTag key={group.id} name={group.name} origin={group.origin} />
                ))}
              </Group>
            )}
          </Stack>
          <Divider />
          <SimpleGrid cols={4} spacing="md">
            <Detail label="Chose" value={String(person.number_of_selected_collaborators)} testId="selected-collaborators" />
            <Detail label="Chosen by" value={String(person.number_of_collaborators_selected_participant)} testId="selected-by" />
            <Detail label="Friendly" value={String(person.number_of_collaborators_selected_friendly)} />
            <Detail
              label="Connectedness score"
              value={`${(person.connectedness_score * 100).toFixed(1)}%`}
              testId="connectedness-score"
              help={CONNECTEDNESS_HELP}
            />
          </SimpleGrid>
          {person.data.length === 0 && (
            <Text fz="xs" c="dimmed" data-testid="scores-confidential">
              Answers are confidential: a person's scores are only part of group figures on the Culture page.
            </Text>
          )}
          {person.data.length > 0 && (
            <Table fz="sm" withRowBorders={false}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Assessment</Table.Th>
                  <Table.Th>Average score</Table.Th>
                  <Table.Th>Last score</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {person.data.map((row) => (
                  <Table.Tr key={row.assessment_id}>
                    <Table.Td>{row.assessment_name}</Table.Td>
                    <Table.Td>{score(row.average_score)}</Table.Td>
                    <Table.Td>{score(row.last_score)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Divider />
          <NotesSection participantId={person.id} initial={person.notes} />
        </Stack>
      )}
    </AppModal>
  );
}
