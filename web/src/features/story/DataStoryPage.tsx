import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Anchor, Button, Card, Group, Progress, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEye, IconFileTypePpt, IconPhotoPlus, IconSearch, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useCurrentWorkspace } from '../workspaces/hooks/useCurrentWorkspace';
import { ActionPlanSlideBody } from './ActionPlanSlideBody';
import { fetchDeck, fetchImage } from './api';
import { AddImageModal } from './AddImageModal';
import { useSortableIds } from './hooks/useSortableIds';
import { useStory } from './hooks/useStory';
import { useStoryActionPlan } from './hooks/useStoryActionPlan';
import { useUpdateStory } from './hooks/useUpdateStory';
import { useCommentSnapshot } from './hooks/useCommentSnapshot';
import { useDeleteSnapshot } from './hooks/useDeleteSnapshot';
import { fileNameOf, saveBlob } from './saveBlob';
import { ShareLinkModal } from './ShareLinkModal';
import { SnapshotCard } from './SnapshotCard';
import { listSnapshots, SORT_OPTIONS, type SortOption } from './storyOrder';
import { onCanvas, storyZip, ZIP_NAME } from './storyZip';

export const EMPTY_STORY = 'There are no charts in Data Story';

function StoryBoard({ workspaceId, workspaceName }: { workspaceId: string; workspaceName: string }) {
  const story = useStory(workspaceId);
  const update = useUpdateStory(workspaceId);
  const comment = useCommentSnapshot(workspaceId);
  const remove = useDeleteSnapshot(workspaceId);
  const [sort, setSort] = useState<SortOption>('presentation');
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<'image' | 'share' | null>(null);
  const [zipProgress, setZipProgress] = useState<{ done: number; total: number } | null>(null);
  const [deckBusy, setDeckBusy] = useState(false);
  const snapshots = story.data?.snapshots ?? [];
  // one 'Action plan' slide per focus area, after the snapshots, as the deck and the shared story have them (ADR 0156)
  const plans = useStoryActionPlan(workspaceId).data?.slides ?? [];
  const shown = listSnapshots(snapshots, sort, search);
  // dragging reorders the presentation: only while the list shows it whole and in that order
  const draggable = sort === 'presentation' && shown.length === snapshots.length;
  const ids = snapshots.map((snapshot) => snapshot.id);
  const { sensors, onDragEnd } = useSortableIds(ids, (order) => update.mutate({ snapshots_ids_position: order }));

  const downloadAll = async () => {
    try {
      const zip = await storyZip(snapshots, (done, total) => setZipProgress({ done, total }));
      saveBlob(zip, ZIP_NAME);
    } catch (error) {
      notifications.show({ color: 'red', title: 'The graphs were not downloaded', message: errorDetail(error) });
    } finally {
      setZipProgress(null);
    }
  };
  const downloadDeck = async () => {
    setDeckBusy(true);
    try {
      saveBlob(await fetchDeck(workspaceId), fileNameOf(`Data_Story_${workspaceName}`, 'pptx'));
    } catch (error) {
      notifications.show({ color: 'red', title: 'The deck was not built', message: errorDetail(error) });
    } finally {
      setDeckBusy(false);
    }
  };
  const downloadOne = async (url: string, name: string) => {
    try {
      // the spec's JPG on its canvas, as in the zip, whether the stored image is the server's PNG or an upload
      saveBlob(await onCanvas(await fetchImage(url)), fileNameOf(name, 'jpg'));
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not downloaded', message: errorDetail(error) });
    }
  };

  return (
    <>
      <PageHeader
        eyebrow="Lead"
        title="Data Story"
        description={`The findings of ${workspaceName}, slide by slide, for the client’s leadership.`}
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconPhotoPlus size={16} />} onClick={() => setModal('image')}>
              Add image
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={snapshots.length === 0}
              loading={zipProgress !== null}
              onClick={downloadAll}
            >
              Download graphs
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileTypePpt size={16} />}
              disabled={snapshots.length === 0 && plans.length === 0}
              loading={deckBusy}
              onClick={downloadDeck}
            >
              Download as PowerPoint
            </Button>
            <Button variant="default" leftSection={<IconShare size={16} />} onClick={() => setModal('share')}>
              Share link
            </Button>
            <Button component={Link} to={`/data-story-preview/${workspaceId}`} leftSection={<IconEye size={16} />}>
              Preview
            </Button>
          </Group>
        }
      />
      {zipProgress && (
        <Card withBorder p="sm" mb="sm" data-testid="zip-progress">
          <Text fz="sm" mb={4}>
            Preparing images {zipProgress.done} of {zipProgress.total}
          </Text>
          <Progress value={zipProgress.total ? (zipProgress.done / zipProgress.total) * 100 : 0} animated />
        </Card>
      )}
      <Group mb="md" gap="sm">
        <Select
          aria-label="Sort"
          data={SORT_OPTIONS.map((option) => ({ ...option }))}
          value={sort}
          onChange={(value) => setSort((value as SortOption) ?? 'presentation')}
          allowDeselect={false}
          w={230}
        />
        <TextInput
          aria-label="Search"
          placeholder="Search by name or comment"
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={280}
        />
      </Group>
      {story.isLoading && <Skeleton h={300} radius="md" />}
      {story.error && <Text c="red.7">{errorDetail(story.error)}</Text>}
      {story.data && snapshots.length === 0 && (
        <Card p="xl">
          <Text c="dimmed" ta="center">
            {EMPTY_STORY}
          </Text>
        </Card>
      )}
      {story.data && snapshots.length > 0 && shown.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          No results
        </Text>
      )}
      {story.data && !draggable && shown.length > 0 && (
        // the handles are gone because a dragged card would land in an order the list does not show: say so
        <Group gap="xs" mb="sm" data-testid="drag-hint">
          <Text fz="sm" c="dimmed">
            {sort !== 'presentation' && search.trim() !== ''
              ? 'Reordering by dragging is off while the list is sorted and searched.'
              : sort !== 'presentation'
                ? 'Reordering by dragging is off while the list is sorted.'
                : 'Reordering by dragging is off while a search hides some snapshots.'}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => {
              setSort('presentation');
              setSearch('');
            }}
          >
            Show the presentation order
          </Button>
        </Group>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={shown.map((snapshot) => snapshot.id)} strategy={verticalListSortingStrategy}>
          <Stack gap="sm">
            {shown.map((snapshot) => (
              <SnapshotCard
                key={snapshot.id}
                snapshot={snapshot}
                draggable={draggable}
                onComment={(text) => comment.mutateAsync({ id: snapshot.id, text })}
                onDelete={() => remove.mutate(snapshot.id)}
                onDownload={() => downloadOne(snapshot.url.url, snapshot.name)}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {plans.length > 0 && (
        <Stack gap="sm" mt="xl" data-testid="story-action-plans">
          <Group justify="space-between" align="flex-end">
            <Stack gap={2}>
              <Title order={2} fz={18}>
                Action plan slides
              </Title>
              <Text fz="sm" c="dimmed">
                One per focus area, after the snapshots: the deck and the shared story show these same slides.
              </Text>
            </Stack>
            <Anchor component={Link} to="/action-plans" fz="sm">
              Change them on the Action Plans page
            </Anchor>
          </Group>
          {plans.map((plan) => (
            <Card key={plan.focus_area_id} withBorder p="md" data-testid="story-plan-card">
              <Title order={3} fz={16} dir="auto">
                {plan.text.title}
              </Title>
              <Text fz="xs" c="dimmed" mb="sm" dir="auto">
                {plan.text.population}
              </Text>
              <ActionPlanSlideBody plan={plan} />
            </Card>
          ))}
        </Stack>
      )}
      {modal === 'image' && <AddImageModal workspaceId={workspaceId} onClose={() => setModal(null)} />}
      {modal === 'share' && <ShareLinkModal workspaceId={workspaceId} link={story.data?.link ?? null} onClose={() => setModal(null)} />}
    </>
  );
}

/** /data-story: the current workspace's story, to build, order, comment, share and download */
export function DataStoryPage() {
  usePageTitle('Data Story');
  const { workspace, isLoading, error } = useCurrentWorkspace();
  if (workspace) return <StoryBoard key={workspace.id} workspaceId={workspace.id} workspaceName={workspace.name} />;
  return (
    <>
      <PageHeader eyebrow="Lead" title="Data Story" />
      {isLoading ? (
        <Skeleton h={300} radius="md" />
      ) : (
        <Card p="xl">
          <Text c={error ? 'red.7' : 'dimmed'}>{error ? errorDetail(error) : 'Choose or create a workspace to build its data story.'}</Text>
        </Card>
      )}
    </>
  );
}
