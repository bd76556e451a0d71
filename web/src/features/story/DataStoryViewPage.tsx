import { Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { PageShell } from '../../shared/ui/PageShell';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { SmallScreenGate } from '../shell/SmallScreenNotice';
import { useSharedActionPlan } from './hooks/useSharedActionPlan';
import { useSharedStory } from './hooks/useSharedStory';
import { storySlides } from './storySlides';
import { StorySlider } from './StorySlider';

/** /data-story-view/{link}: a shared story for a visitor with no account, while its link lives */
export function DataStoryViewPage() {
  usePageTitle('Data story');
  const { id = '' } = useParams();
  const story = useSharedStory(id);
  // the 'Action plan' slides by the same link: owners by name, nothing more (ADR 0156); a story shows without them
  const plan = useSharedActionPlan(id);
  const [index, setIndex] = useState(0);
  return (
    <SmallScreenGate>
      <PageShell size={1200}>
        {story.isLoading && (
          <Center py="xl" role="status" aria-label="Loading">
            <Loader />
          </Center>
        )}
        {story.error && (
          <Card p="xl" data-testid="story-unavailable">
            <Stack align="center" ta="center">
              <Title order={1} fz={22}>
                This data story cannot be shown
              </Title>
              <Text c="dimmed">{errorDetail(story.error)}</Text>
            </Stack>
          </Card>
        )}
        {story.data && (
          <StorySlider story={story.data} slides={storySlides(story.data.snapshots, plan.data?.slides)} index={index} onIndex={setIndex} />
        )}
      </PageShell>
    </SmallScreenGate>
  );
}
