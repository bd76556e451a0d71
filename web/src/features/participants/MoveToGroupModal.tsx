import type { Participant } from '@canopy/contracts';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { fullName } from './format';
import { useGroupMembership } from './hooks/useGroupMembership';
import { useGroups } from './hooks/useGroups';
import { AppModal } from '../../shared/ui/AppModal';
import { notifySuccess } from '../../shared/ui/notify';

/** Adds a participant to one more group: only the groups they are not in yet are offered. */
export function MoveToGroupModal({
  workspaceId,
  participant,
  onClose,
}: {
  workspaceId: string;
  participant: Participant;
  onClose: () => void;
}) {
  const groups = useGroups(workspaceId);
  const membership = useGroupMembership(workspaceId);
  const [groupId, setGroupId] = useState<string | null>(null);
  const joined = new Set(participant.groups.map((group) => group.id));
  const options = (groups.data ?? []).filter((group) => !joined.has(group.id)).map((group) => ({ value: group.id, label: group.name }));

  return (
    <AppModal onClose={onClose} size={416} title="Move to group">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Add {fullName(participant)} to a group. They stay in their other groups.
        </Text>
        <Select
          label="Group"
          placeholder={groups.isPending ? 'Loading groups…' : options.length === 0 ? 'Already in every group' : 'Choose a group'}
          data={options}
          value={groupId}
          onChange={setGroupId}
          searchable
          nothingFoundMessage="No such group"
          disabled={options.length === 0}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!groupId}
            loading={membership.isPending}
            onClick={() =>
              groupId &&
              membership.mutate(
                { participantId: participant.id, groupId, relation: true },
                {
                  onSuccess: () => {
                    const name = groups.data?.find((group) => group.id === groupId)?.name ?? 'the group';
                    notifySuccess('Added to group', `${fullName(participant)} joined ${name}.`);
                    onClose();
                  },
                },
              )
            }
          >
            Move
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
