import type { Participant } from '@canopy/contracts';
import { Avatar, Badge, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { initials } from '../../shared/ui/initials';
import { formatDate, fullName, phoneLine } from './format';
import { GroupTag } from './groups/GroupTag';
import { FIELD_LABELS, MORE_FIELDS } from './participantFields';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fz="sm" c={value ? undefined : 'dimmed'}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/** Everything known about one participant. */
export function ParticipantDetailModal({ participant, onClose }: { participant: Participant; onClose: () => void }) {
  const name = fullName(participant);
  return (
    <Modal opened onClose={onClose} size={616} title="Participant" radius="lg" padding="xl" centered styles={{ title: { fontWeight: 650 } }}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <Avatar radius="xl" size={48} color="initials" name={name}>
            {initials(participant.first_name, participant.last_name)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={650} fz="lg" truncate>
              {name}
            </Text>
            <Group gap={6}>
              <Badge variant="light" color={participant.add_source === 'automatic' ? 'orange' : 'bark'}>
                {participant.add_source === 'automatic' ? 'Synced from HRIS' : 'Added manually'}
              </Badge>
              {!participant.is_active && (
                <Badge variant="light" color="red">
                  Inactive
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={3} spacing="md" verticalSpacing="md">
          <Detail label={FIELD_LABELS.email} value={participant.email} />
          <Detail label={FIELD_LABELS.phone} value={phoneLine(participant)} />
          <Detail label={FIELD_LABELS.payroll_id} value={participant.payroll_id} />
          <Detail label={FIELD_LABELS.hiring_date} value={formatDate(participant.hiring_date)} />
          <Detail label={FIELD_LABELS.birth_date} value={formatDate(participant.birth_date)} />
          {MORE_FIELDS.map((field) => (
            <Detail key={field} label={FIELD_LABELS[field]} value={participant[field]} />
          ))}
        </SimpleGrid>
        <Stack gap={6}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
            Groups
          </Text>
          {participant.groups.length === 0 ? (
            <Text fz="sm" c="dimmed">
              Not in any group
            </Text>
          ) : (
            <Group gap={6}>
              {participant.groups.map((group) => (
                <GroupTag key={group.id} name={group.name} origin={group.origin} />
              ))}
            </Group>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
