import { formatDateTime } from '../../shared/format/dates';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIdentifyFailures } from './hooks/useIdentifyFailures';

/**
 * Under a package's link: who typed wrong credentials on it in the last seven days, and who is locked out for the
 * hour (docs/decisions/0059-identify-attempts-and-answer-rules.md). Nothing shows while nobody did.
 */
export function IdentifyFailuresNote({ packageId }: { packageId: string }) {
  const [open, setOpen] = useState(false);
  const failures = useIdentifyFailures(packageId);
  const people = failures.data?.people ?? [];
  if (people.length === 0) return null;
  const locked = people.filter((person) => person.locked).length;
  return (
    <Stack gap={4} data-testid="identify-failures">
      <Text fz="xs" c="dimmed">
        Wrong credentials in the last 7 days: {people.length} {people.length === 1 ? 'person' : 'people'}
        {locked > 0 && `, ${locked} locked for the hour`} ·{' '}
        <Anchor component="button" type="button" fz="xs" onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide' : 'Show'}
        </Anchor>
      </Text>
      {open &&
        people.map((person) => (
          <Group key={`${person.participant_id}-${person.last_failed_at}`} gap={6} wrap="nowrap">
            <Text fz="xs">{person.participant_id ? `${person.first_name} ${person.last_name}` : 'A name not on the list'}</Text>
            <Text fz="xs" c="dimmed">
              {person.failures} wrong · last {formatDateTime(person.last_failed_at)}
            </Text>
            {person.locked && (
              <Badge size="xs" color="red" variant="light">
                Locked ({failures.data?.per_person_per_hour} in an hour)
              </Badge>
            )}
          </Group>
        ))}
    </Stack>
  );
}
