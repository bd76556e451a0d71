import {
  allChangeIds,
  type GroupAddition,
  type GroupRemoval,
  type GroupUpdate,
  type ParticipantAddition,
  type ParticipantRemoval,
  type ParticipantUpdate,
  type SyncPreview,
} from '@canopy/contracts/hris/api';
import { Alert, Badge, Button, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { chosenIds, describeChange, displayValue } from './changeSelection';
import { ChangeSection } from './ChangeSection';
import { useApplySync } from './hooks/useApplySync';
import { useSyncPreview } from './hooks/useSyncPreview';
import { AppModal } from '../../shared/ui/AppModal';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';

const name = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim() || 'Unnamed';
const people = (refs: readonly { name: string }[], limit = 6) =>
  refs
    .slice(0, limit)
    .map((ref) => ref.name)
    .join(', ') + (refs.length > limit ? ` and ${refs.length - limit} more` : '');

function Person({ person, detail }: { person: { first_name: string; last_name: string; email: string }; detail?: string }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={600}>
        {name(person)}
      </Text>
      <Text fz="xs" c="dimmed">
        {[person.email, detail].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

const added = (change: ParticipantAddition) => (
  <Person
    person={change}
    detail={[
      change.job,
      change.department,
      change.work_location_name,
      change.hiring_date && `since ${displayValue('hiring_date', change.hiring_date)}`,
    ]
      .filter((part) => part && part !== '—')
      .join(' · ')}
  />
);
const updated = (change: ParticipantUpdate) => (
  <Stack gap={2}>
    <Person person={change} />
    {change.changes.map((field) => (
      <Text key={field.field} fz="xs">
        {describeChange(field)}
      </Text>
    ))}
  </Stack>
);
const deleted = (change: ParticipantRemoval) => <Person person={change} detail="will be deactivated (their answers stay)" />;
const groupAdded = (change: GroupAddition) => (
  <Stack gap={0}>
    <Text fz="sm" fw={600}>
      {change.name}
    </Text>
    <Text fz="xs" c="dimmed">
      {change.members.length} {change.members.length === 1 ? 'member' : 'members'}: {people(change.members)}
    </Text>
  </Stack>
);
const groupUpdated = (change: GroupUpdate) => (
  <Stack gap={0}>
    <Text fz="sm" fw={600}>
      {change.name}
    </Text>
    {change.joined.length > 0 && <Text fz="xs">Joining: {people(change.joined)}</Text>}
    {change.left.length > 0 && <Text fz="xs">Leaving: {people(change.left)}</Text>}
  </Stack>
);
const groupDeleted = (change: GroupRemoval) => (
  <Stack gap={0}>
    <Text fz="sm" fw={600}>
      {change.name}
    </Text>
    <Text fz="xs" c="dimmed">
      {change.member_count === 0 ? 'no member left' : `${change.member_count} members now`} · deleted with the sync
    </Text>
  </Stack>
);

function PausedNotice({ preview }: { preview: SyncPreview }) {
  const { deactivations, active_automatic, threshold } = preview.safety_stop;
  return (
    <Alert color="orange" icon={<IconAlertCircle size={18} />} title="This sync was paused for your confirmation" data-testid="hris-paused">
      It would deactivate {deactivations} of the {active_automatic} active participants synchronised from the HR system, more than{' '}
      {Math.round(threshold * 100)}%. Check the deletions before applying them: untick any that look wrong (a partial export from the HR
      system, for example). Done applies what is ticked.
    </Alert>
  );
}

function PreviewBody({
  preview,
  unticked,
  setUnticked,
}: {
  preview: SyncPreview;
  unticked: ReadonlySet<string>;
  setUnticked: (next: Set<string>) => void;
}) {
  const { participants, groups } = preview.changes;
  const count = (sections: { added: unknown[]; updated: unknown[]; deleted: unknown[] }) =>
    sections.added.length + sections.updated.length + sections.deleted.length;
  const section = { unticked, onChange: setUnticked };
  return (
    <Tabs defaultValue="participants" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab
          value="participants"
          rightSection={
            <Badge size="sm" variant="light" color="bark">
              {count(participants)}
            </Badge>
          }
        >
          Participants
        </Tabs.Tab>
        <Tabs.Tab
          value="groups"
          rightSection={
            <Badge size="sm" variant="light" color="bark">
              {count(groups)}
            </Badge>
          }
        >
          Groups
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="participants">
        <Stack gap="lg" mah="55vh" style={{ overflowY: 'auto' }} pr="xs">
          <ChangeSection
            title="Added"
            items={participants.added}
            row={added}
            empty="Nobody new."
            testId="participants-added"
            {...section}
          />
          <ChangeSection
            title="Updated"
            items={participants.updated}
            row={updated}
            empty="Nobody changed."
            testId="participants-updated"
            {...section}
          />
          <ChangeSection
            title="Deleted"
            items={participants.deleted}
            row={deleted}
            empty="Nobody left."
            testId="participants-deleted"
            {...section}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="groups">
        <Stack gap="lg" mah="55vh" style={{ overflowY: 'auto' }} pr="xs">
          <ChangeSection title="Added" items={groups.added} row={groupAdded} empty="No new group." testId="groups-added" {...section} />
          <ChangeSection
            title="Updated"
            items={groups.updated}
            row={groupUpdated}
            empty="No group changes members."
            testId="groups-updated"
            {...section}
          />
          <ChangeSection
            title="Deleted"
            items={groups.deleted}
            row={groupDeleted}
            empty="No group goes."
            testId="groups-deleted"
            {...section}
          />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * The HRIS sync preview, with the real change set: Participants and Groups, each with
 * Added, Updated (field by field) and Deleted, every change ticked. Cancel closes (the sync keeps waiting);
 * Done applies what is ticked as one command.
 */
export function SyncPreviewModal({ workspaceId, opened, onClose }: { workspaceId: string; opened: boolean; onClose: () => void }) {
  const preview = useSyncPreview(workspaceId, opened);
  const apply = useApplySync(workspaceId);
  const [unticked, setUnticked] = useState<Set<string>>(new Set());
  const runId = preview.data?.run_id;

  // another run's changes start all ticked again
  // biome-ignore lint/correctness/useExhaustiveDependencies: runId is the trigger, not an input
  useEffect(() => setUnticked(new Set()), [runId]);

  const close = () => {
    apply.reset();
    onClose();
  };
  const total = preview.data ? allChangeIds(preview.data.changes).length : 0;
  const done = () => {
    if (!preview.data) return;
    apply.mutate({ run_id: preview.data.run_id, change_ids: chosenIds(preview.data.changes, unticked) }, { onSuccess: close });
  };

  return (
    <AppModal opened={opened} onClose={close} title="HRIS sync preview" size={916}>
      <Stack gap="md">
        {preview.isPending && <Skeleton h={280} radius="md" />}
        {preview.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {errorDetail(preview.error)}
          </Alert>
        )}
        {preview.data === null && (
          <Alert color="canopy" icon={<IconInfoCircle size={18} />}>
            There is no synchronisation waiting for review.
          </Alert>
        )}
        {preview.data && (
          <>
            {preview.data.status === 'paused' ? (
              <PausedNotice preview={preview.data} />
            ) : (
              <Text fz="sm" c="dimmed">
                Read from the HR system on {displayValue('hiring_date', preview.data.read_at)}. Untick what should not change now; a later
                sync shows it again.
              </Text>
            )}
            <PreviewBody preview={preview.data} unticked={unticked} setUnticked={setUnticked} />
          </>
        )}
        {apply.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {errorDetail(apply.error)}
          </Alert>
        )}
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            {preview.data ? `${(total - unticked.size).toLocaleString('en')} of ${total.toLocaleString('en')} changes ticked` : ''}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={done} disabled={!preview.data} loading={apply.isPending}>
              Done
            </Button>
          </Group>
        </Group>
      </Stack>
    </AppModal>
  );
}
