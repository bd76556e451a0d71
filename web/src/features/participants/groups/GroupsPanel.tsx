import type { Group } from '@canopy/contracts';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Group as Row,
  Menu,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { errorDetail } from '../../../shared/api/http';
import { ConfirmModal } from '../ConfirmModal';
import { carriesParticipant, droppedParticipant } from '../dragParticipant';
import { truncateGroupName } from '../format';
import { notifySuccess } from '../../../shared/ui/notify';
import { useDeleteGroup } from '../hooks/useDeleteGroup';
import { useGroups } from '../hooks/useGroups';
import { GroupFormModal } from './GroupFormModal';
import { GROUP_ORIGIN_COLOURS, GROUP_ORIGIN_LABELS } from './groupOrigin';
import { IconDots, IconInfoCircle, IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';

type Props = {
  workspaceId: string;
  selectedId: string | null;
  onSelect: (groupId: string | null) => void;
  onDropParticipant: (participantId: string, group: Group) => void;
};

function ColoursHelp() {
  return (
    <Stack gap={6} p={4}>
      <Text fz="xs" fw={600}>
        Tag colours show where a group comes from
      </Text>
      {(Object.keys(GROUP_ORIGIN_LABELS) as (keyof typeof GROUP_ORIGIN_LABELS)[]).map((origin) => (
        <Row key={origin} gap={8} wrap="nowrap">
          <Box
            w={14}
            h={14}
            style={{
              borderRadius: 4,
              border: `1.5px solid ${GROUP_ORIGIN_COLOURS[origin].border}`,
              background: GROUP_ORIGIN_COLOURS[origin].background,
              flexShrink: 0,
            }}
          />
          <Text fz="xs">
            <b>{GROUP_ORIGIN_LABELS[origin].title}</b> · {GROUP_ORIGIN_LABELS[origin].text}
          </Text>
        </Row>
      ))}
      <Text fz="xs" c="dimmed">
        Drag a participant onto a group to add them to it.
      </Text>
    </Stack>
  );
}

function GroupItem({
  group,
  selected,
  onSelect,
  onEdit,
  onDelete,
  onDropParticipant,
}: {
  group: Group;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onDropParticipant: (participantId: string) => void;
}) {
  const [over, setOver] = useState(false);
  const colours = GROUP_ORIGIN_COLOURS[group.origin];
  const accept = (event: DragEvent) => {
    if (!carriesParticipant(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  return (
    <Row
      gap={6}
      wrap="nowrap"
      data-testid="group-item"
      data-group-name={group.name}
      aria-label={group.name}
      onDragEnter={accept}
      onDragOver={accept}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const participantId = droppedParticipant(event);
        if (!participantId) return;
        event.preventDefault();
        onDropParticipant(participantId);
      }}
      px={8}
      py={6}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: over ? 'var(--mantine-color-canopy-0)' : selected ? 'var(--mantine-color-bark-1)' : undefined,
        outline: over ? '2px dashed var(--mantine-color-canopy-5)' : undefined,
        transition: 'background 120ms',
      }}
    >
      <UnstyledButton onClick={onSelect} style={{ flex: 1, minWidth: 0 }} aria-pressed={selected} title={group.description || group.name}>
        <Row gap={8} wrap="nowrap">
          <Box
            w={10}
            h={10}
            style={{ borderRadius: 3, border: `1.5px solid ${colours.border}`, background: colours.background, flexShrink: 0 }}
          />
          <Text fz="sm" fw={selected ? 650 : 500} truncate>
            {truncateGroupName(group.name)}
          </Text>
        </Row>
      </UnstyledButton>
      <Badge variant="light" color="bark" size="sm" radius="sm" aria-label={`${group.participants_count} participants`}>
        {group.participants_count}
      </Badge>
      <Menu position="bottom-end" withinPortal shadow="md" width={180}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="bark" size="sm" aria-label={`Actions for ${group.name}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
            Rename
          </Menu.Item>
          {!group.check_for_deletion && (
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
              Delete
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Row>
  );
}

/** The Groups panel beside the table: every group with its count; a click filters the table by it. */
export function GroupsPanel({ workspaceId, selectedId, onSelect, onDropParticipant }: Props) {
  const groups = useGroups(workspaceId);
  const remove = useDeleteGroup(workspaceId);
  const [editing, setEditing] = useState<Group | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);

  return (
    <Card p={0} component="aside" aria-labelledby="groups-title" style={{ position: 'sticky', top: 80 }}>
      <Row justify="space-between" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-bark-1)' }}>
        <Row gap={6}>
          <Title order={2} fz="md" id="groups-title">
            Groups
          </Title>
          <Tooltip
            label={<ColoursHelp />}
            multiline
            w={300}
            withArrow
            position="bottom"
            color="white"
            c="dark"
            styles={{ tooltip: { boxShadow: 'var(--mantine-shadow-md)', border: '1px solid var(--mantine-color-bark-2)' } }}
          >
            <ActionIcon variant="subtle" color="bark" size="sm" aria-label="About group colours">
              <IconInfoCircle size={16} />
            </ActionIcon>
          </Tooltip>
        </Row>
        <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
          New Group
        </Button>
      </Row>
      <Stack gap={2} p="xs" mah="calc(100dvh - 220px)" style={{ overflowY: 'auto' }}>
        <UnstyledButton
          onClick={() => onSelect(null)}
          px={8}
          py={6}
          aria-pressed={selectedId === null}
          style={{ borderRadius: 'var(--mantine-radius-md)', background: selectedId === null ? 'var(--mantine-color-bark-1)' : undefined }}
        >
          <Row gap={8} wrap="nowrap">
            <IconUsers size={14} />
            <Text fz="sm" fw={selectedId === null ? 650 : 500}>
              All participants
            </Text>
          </Row>
        </UnstyledButton>
        {groups.isPending && Array.from({ length: 4 }, (_, index) => <Skeleton key={index} h={28} radius="md" my={2} />)}
        {groups.isError && (
          <Text fz="sm" c="red.7" p="xs" role="alert">
            {errorDetail(groups.error)}
          </Text>
        )}
        {groups.data?.length === 0 && (
          <Text fz="sm" c="dimmed" p="xs">
            No groups yet. Create one, or import groups from a CSV file.
          </Text>
        )}
        {groups.data?.map((group) => (
          <GroupItem
            key={group.id}
            group={group}
            selected={selectedId === group.id}
            onSelect={() => onSelect(selectedId === group.id ? null : group.id)}
            onEdit={() => setEditing(group)}
            onDelete={() => setDeleting(group)}
            onDropParticipant={(participantId) => onDropParticipant(participantId, group)}
          />
        ))}
      </Stack>

      {editing && <GroupFormModal workspaceId={workspaceId} group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmModal
          title="Delete group"
          confirmLabel="Delete group"
          loading={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                notifySuccess('Group deleted', `${deleting.name} was deleted; its participants stay in the workspace.`);
                if (selectedId === deleting.id) onSelect(null);
                setDeleting(null);
              },
            })
          }
        >
          Delete <b>{deleting.name}</b>? Its {deleting.participants_count} participants stay in the workspace.
        </ConfirmModal>
      )}
    </Card>
  );
}
