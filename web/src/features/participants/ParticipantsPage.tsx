import { ParticipantMessages, type Participant, type ParticipantGroup, type Workspace } from '@canopy/contracts';
import { Badge, Box, Button, Card, CloseButton, Group, Skeleton, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { notifySuccess } from '../../shared/ui/notify';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { HrisReviewBanner } from '../hris';
import { useCurrentWorkspace } from '../workspaces/hooks/useCurrentWorkspace';
import { AddParticipantsModal } from './AddParticipantsModal';
import { ConfirmModal } from './ConfirmModal';
import { fullName } from './format';
import { GroupsPanel } from './groups/GroupsPanel';
import { HrisLockTooltip, isHrisConnected } from './HrisLock';
import { useDeleteParticipants } from './hooks/useDeleteParticipants';
import { useGroupMembership } from './hooks/useGroupMembership';
import { useGroups } from './hooks/useGroups';
import { useParticipantCount } from '../workspaces/hooks/useParticipantCount';
import { useParticipantList } from './hooks/useParticipantList';
import { SEARCH_DEBOUNCE_MS, searchTerm, type Sort } from './listQuery';
import { MoveToGroupModal } from './MoveToGroupModal';
import { ParticipantDetailsModal } from './details/ParticipantDetailsModal';
import { ParticipantEditModal } from './ParticipantEditModal';
import type { RowAction } from './table/ParticipantRowActions';
import { ParticipantsTable } from './table/ParticipantsTable';
import { IconPlus, IconSearch, IconTrash, IconUsers } from '@tabler/icons-react';

const EMPTY_LIST = 'You don`t have participants yet';
const NO_RESULTS = 'No results';

type Dialog = { kind: RowAction; participant: Participant } | { kind: 'add' } | { kind: 'bulk-delete'; ids: string[] } | null;

const EMPTY_STATES = {
  search: { title: NO_RESULTS, text: 'No participant matches this search. Try a name, an email, a phone number or an ID.' },
  group: { title: 'Nobody in this group yet', text: 'Drag participants from the list onto the group to add them.' },
  workspace: { title: EMPTY_LIST, text: 'Add the people of this workspace by hand or import them from a CSV file.' },
};

function EmptyList({ kind, onAdd, locked }: { kind: keyof typeof EMPTY_STATES; onAdd: () => void; locked: boolean }) {
  return (
    <Stack align="center" gap="xs">
      <ThemeIcon size={48} radius="xl" variant="light" color="bark">
        {kind === 'search' ? <IconSearch size={22} /> : <IconUsers size={22} />}
      </ThemeIcon>
      <Text fw={600}>{EMPTY_STATES[kind].title}</Text>
      <Text fz="sm" c="dimmed" ta="center" maw={360}>
        {EMPTY_STATES[kind].text}
      </Text>
      {kind === 'workspace' && !locked && (
        <Button mt="xs" variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
          New participants
        </Button>
      )}
    </Stack>
  );
}

function WorkspaceParticipants({ workspace }: { workspace: Workspace }) {
  const workspaceId = workspace.id;
  const locked = isHrisConnected(workspace);
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = searchTerm(debounced);
  const [sort, setSort] = useState<Sort>(null);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [dialog, setDialog] = useState<Dialog>(null);

  const list = useParticipantList({ workspaceId, search, sort, groupId });
  // the header counts the whole workspace; the list's own count is of what the search and group match
  const workspaceCount = useParticipantCount(workspaceId);
  const groups = useGroups(workspaceId);
  const membership = useGroupMembership(workspaceId);
  const remove = useDeleteParticipants(workspaceId);
  const selectedIds = useMemo(() => Object.keys(selection).filter((id) => selection[id]), [selection]);
  const activeGroup = groups.data?.find((group) => group.id === groupId) ?? null;

  // a new search, sort or group shows other rows: a selection the consultant can no longer see is dropped
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setSelection({});
    };

  const addToGroup = (participantId: string, group: { id: string; name: string }) => {
    const participant = list.participants.find((candidate) => candidate.id === participantId);
    if (participant?.groups.some((joined) => joined.id === group.id)) {
      notifications.show({ color: 'bark', title: group.name, message: ParticipantMessages.alreadyInGroup });
      return;
    }
    membership.mutate(
      { participantId, groupId: group.id, relation: true },
      {
        onSuccess: () =>
          notifySuccess('Added to group', `${participant ? fullName(participant) : 'The participant'} joined ${group.name}.`),
      },
    );
  };

  const removeFromGroup = (participant: Participant, group: ParticipantGroup) =>
    membership
      .mutateAsync({ participantId: participant.id, groupId: group.id, relation: false })
      .then(() => notifySuccess('Removed from group', `${fullName(participant)} left ${group.name}.`));

  const deleteIds = (ids: string[]) =>
    remove.mutate(ids, {
      onSuccess: () => {
        setSelection({});
        setDialog(null);
      },
    });

  const newButton = (
    <HrisLockTooltip locked={locked}>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'add' })} disabled={locked}>
        New participants
      </Button>
    </HrisLockTooltip>
  );

  return (
    <>
      <PageHeader
        eyebrow="Capture"
        title={
          <Group gap="sm" component="span">
            Participants
            <Badge size="lg" variant="light" color="bark" radius="sm" data-testid="participant-count">
              {workspaceCount.data === undefined ? '…' : workspaceCount.data.toLocaleString('en')}
            </Badge>
          </Group>
        }
        description={`The people of ${workspace.name}, and the groups you organise them in.`}
        actions={newButton}
      />
      <HrisReviewBanner workspace={workspace} />

      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) clamp(220px, 24%, 300px)',
          gap: 'var(--mantine-spacing-lg)',
          alignItems: 'start',
        }}
      >
        <Card p={0}>
          <Group justify="space-between" px="md" py={8} gap="sm" style={{ borderBottom: '1px solid var(--mantine-color-bark-1)' }} mih={46}>
            <Group gap="sm">
              <TextInput
                aria-label="Search participants"
                placeholder="Search name, email, phone or ID"
                size="xs"
                leftSection={<IconSearch size={16} />}
                miw={280}
                value={typed}
                onChange={(event) => {
                  setTyped(event.currentTarget.value);
                  setSelection({});
                }}
                rightSection={typed ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setTyped('')} /> : null}
              />
              {activeGroup && (
                <Badge
                  variant="outline"
                  color="canopy"
                  size="lg"
                  radius="sm"
                  rightSection={<CloseButton size="xs" aria-label="Show all participants" onClick={() => refilter(setGroupId)(null)} />}
                >
                  {activeGroup.name}
                </Badge>
              )}
              {(search !== '' || groupId !== null) && !list.isPending && (
                <Text fz="sm" c="dimmed" data-testid="match-count">
                  {list.total === 1 ? '1 match' : `${list.total.toLocaleString('en')} matches`}
                </Text>
              )}
            </Group>
            {selectedIds.length > 0 && (
              <Group gap="sm">
                <Text fz="sm" c="dimmed">
                  {selectedIds.length} selected
                </Text>
                <HrisLockTooltip locked={locked}>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={14} />}
                    disabled={locked}
                    onClick={() => setDialog({ kind: 'bulk-delete', ids: selectedIds })}
                  >
                    Delete selected
                  </Button>
                </HrisLockTooltip>
              </Group>
            )}
          </Group>
          {list.isError && !list.data ? (
            <Stack p="xl" align="center">
              <Text c="red.7" role="alert">
                {errorDetail(list.error)}
              </Text>
              <Button variant="default" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Stack>
          ) : (
            <ParticipantsTable
              participants={list.participants}
              listKey={JSON.stringify([search, sort, groupId])}
              sort={sort}
              onSortChange={refilter(setSort)}
              selection={selection}
              onSelectionChange={setSelection}
              triggerIndex={list.triggerIndex}
              onReachEnd={() => {
                // scroll events come faster than the page: one request per page, never restarted
                if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage({ cancelRefetch: false });
              }}
              loading={list.isPending}
              loadingMore={list.isFetchingNextPage}
              empty={
                <EmptyList
                  kind={search !== '' ? 'search' : groupId !== null ? 'group' : 'workspace'}
                  onAdd={() => setDialog({ kind: 'add' })}
                  locked={locked}
                />
              }
              locked={locked}
              onAction={(kind, participant) => setDialog({ kind, participant })}
              onRemoveFromGroup={removeFromGroup}
            />
          )}
        </Card>

        <GroupsPanel workspaceId={workspaceId} selectedId={groupId} onSelect={refilter(setGroupId)} onDropParticipant={addToGroup} />
      </Box>

      <AddParticipantsModal workspaceId={workspaceId} opened={dialog?.kind === 'add'} onClose={() => setDialog(null)} />
      {dialog?.kind === 'view' && <ParticipantDetailsModal participantId={dialog.participant.id} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <ParticipantEditModal workspaceId={workspaceId} participant={dialog.participant} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'move' && (
        <MoveToGroupModal workspaceId={workspaceId} participant={dialog.participant} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          title="Delete participant"
          confirmLabel="Delete"
          loading={remove.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() => deleteIds([dialog.participant.id])}
        >
          Delete <b>{fullName(dialog.participant)}</b>? They leave every group of the workspace.
        </ConfirmModal>
      )}
      {dialog?.kind === 'bulk-delete' && (
        <ConfirmModal
          title="Delete participants"
          confirmLabel={`Delete ${dialog.ids.length}`}
          loading={remove.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() => deleteIds(dialog.ids)}
        >
          Delete the {dialog.ids.length} selected participants? They leave every group of the workspace.
        </ConfirmModal>
      )}
    </>
  );
}

/** /participants: the participants and groups of the current workspace. */
export function ParticipantsPage() {
  usePageTitle('Participants');
  const { workspace, isLoading, error } = useCurrentWorkspace();
  if (isLoading) {
    return (
      <Stack gap="lg">
        <Skeleton h={60} w={320} radius="md" />
        <Skeleton h={480} radius="md" />
      </Stack>
    );
  }
  if (!workspace) {
    return (
      <>
        <PageHeader eyebrow="Capture" title="Participants" />
        <Card p="xl">
          <Text c={error ? 'red.7' : 'dimmed'}>{error ? errorDetail(error) : 'Choose or create a workspace to see its participants.'}</Text>
        </Card>
      </>
    );
  }
  // another workspace starts from a clean slate: no search, sort, filter or selection carried over
  return <WorkspaceParticipants key={workspace.id} workspace={workspace} />;
}
