import type { DataStory } from '@canopy/contracts/story/api';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import type { ActionPlanSlide } from '@canopy/contracts/story/actionPlanSlide';
import { Anchor, Button, Card, Collapse, Group, Image, ScrollArea, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconChecklist, IconChevronDown, IconChevronUp, IconSettings, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useSortableIds } from './hooks/useSortableIds';
import { useStory } from './hooks/useStory';
import { useStoryActionPlan } from './hooks/useStoryActionPlan';
import { useUpdateStory } from './hooks/useUpdateStory';
import { ShareLinkModal } from './ShareLinkModal';
import { StorySettingsModal } from './StorySettingsModal';
import { StorySlider } from './StorySlider';
import { storySlides } from './storySlides';

function Thumbnail({ snapshot, active, onOpen }: { snapshot: DataStory['snapshots'][number]; active: boolean; onOpen: () => void }) {
  const sortable = useSortable({ id: snapshot.id });
  return (
    <UnstyledButton
      ref={sortable.setNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      onClick={onOpen}
      aria-label={snapshot.name}
      data-testid="story-thumbnail"
      style={{
        transform: sortable.transform ? `translate3d(${sortable.transform.x}px, ${sortable.transform.y}px, 0)` : undefined,
        transition: sortable.transition,
        border: `2px solid ${active ? 'var(--mantine-color-canopy-6)' : 'transparent'}`,
        borderRadius: 8,
      }}
    >
      <Image src={snapshot.url.url} alt="" w={120} h={68} fit="cover" radius="sm" />
    </UnstyledButton>
  );
}

/** a focus area's 'Action plan' slide in the strip: after the snapshots, not dragged (the plan's order, as in the deck) */
function PlanThumbnail({ plan, active, onOpen }: { plan: ActionPlanSlide; active: boolean; onOpen: () => void }) {
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={plan.text.title}
      data-testid="story-plan-thumbnail"
      style={{ border: `2px solid ${active ? 'var(--mantine-color-canopy-6)' : 'transparent'}`, borderRadius: 8 }}
    >
      <Stack gap={2} w={120} h={68} p={6} bg="gray.0" style={{ borderRadius: 6, overflow: 'hidden' }}>
        <Group gap={4} wrap="nowrap">
          <IconChecklist size={14} />
          <Text fz={10} fw={600}>
            Action plan
          </Text>
        </Group>
        <Text fz={10} lineClamp={2} dir="auto">
          {plan.label}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

function Preview({ story }: { story: DataStory }) {
  const update = useUpdateStory(story.id);
  const plan = useStoryActionPlan(story.id);
  const plans = plan.data?.slides ?? [];
  const slides = storySlides(story.snapshots, plans);
  const [index, setIndex] = useState(0);
  const [stripOpen, setStripOpen] = useState(true);
  const [modal, setModal] = useState<'settings' | 'share' | null>(null);
  const ids = story.snapshots.map((snapshot) => snapshot.id);
  const { sensors, onDragEnd } = useSortableIds(ids, (order) => update.mutate({ snapshots_ids_position: order }));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Anchor component={Link} to="/data-story">
          <Group gap={4}>
            <IconArrowLeft size={16} /> Back
          </Group>
        </Anchor>
        <Title order={1} fz={22}>
          Data Story preview
        </Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconSettings size={16} />} onClick={() => setModal('settings')}>
            Settings
          </Button>
          <Button leftSection={<IconShare size={16} />} onClick={() => setModal('share')}>
            Share link
          </Button>
        </Group>
      </Group>
      <StorySlider story={story} slides={slides} index={index} onIndex={setIndex} />
      {slides.length > 0 && (
        <Card withBorder p="xs">
          <Button
            variant="subtle"
            size="xs"
            rightSection={stripOpen ? <IconChevronDown size={14} /> : <IconChevronUp size={14} />}
            onClick={() => setStripOpen((open) => !open)}
          >
            {stripOpen ? 'Hide slides' : 'Show slides'}
          </Button>
          <Collapse expanded={stripOpen}>
            <ScrollArea type="auto" offsetScrollbars>
              <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
                <SortableContext items={ids} strategy={horizontalListSortingStrategy}>
                  <Group gap="xs" wrap="nowrap" p={4}>
                    {story.snapshots.map((snapshot, position) => (
                      <Thumbnail key={snapshot.id} snapshot={snapshot} active={position === index} onOpen={() => setIndex(position)} />
                    ))}
                    {plans.map((slide, at) => {
                      const position = story.snapshots.length + at;
                      return (
                        <PlanThumbnail
                          key={slide.focus_area_id}
                          plan={slide}
                          active={position === index}
                          onOpen={() => setIndex(position)}
                        />
                      );
                    })}
                  </Group>
                </SortableContext>
              </DndContext>
            </ScrollArea>
          </Collapse>
        </Card>
      )}
      {modal === 'settings' && <StorySettingsModal story={story} onClose={() => setModal(null)} />}
      {modal === 'share' && <ShareLinkModal workspaceId={story.id} link={story.link} onClose={() => setModal(null)} />}
    </Stack>
  );
}

/** /data-story-preview/{workspaceId}: the story as its readers will see it, with the consultant's controls */
export function DataStoryPreviewPage() {
  usePageTitle('Data Story preview');
  const { id = '' } = useParams();
  const story = useStory(id);
  if (story.isLoading) return <Skeleton h={500} radius="md" />;
  if (story.error || !story.data) return <Text c="red.7">{errorDetail(story.error)}</Text>;
  return <Preview story={story.data} />;
}
