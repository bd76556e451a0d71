import type { DataStory } from '@canopy/contracts/story/api';
import { ActionIcon, Box, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ActionPlanSlideBody } from './ActionPlanSlideBody';
import { frameBackground } from './frame';
import { snapshotLine } from './snapshotLine';
import type { StorySlide } from './storySlides';

type Props = { story: DataStory; slides: readonly StorySlide[]; index: number; onIndex: (index: number) => void };

/**
 * the story as its readers see it: logos in the header, one slide at a time in the coloured frame, arrows and keys to
 * move; the snapshots, then an 'Action plan' slide per focus area, as in the deck (ADR 0156)
 */
export function StorySlider({ story, slides, index, onIndex }: Props) {
  const count = slides.length;
  const current = slides[Math.min(index, count - 1)];
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      if (event.key === 'ArrowRight') onIndex(Math.min(index + 1, count - 1));
      if (event.key === 'ArrowLeft') onIndex(Math.max(index - 1, 0));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, count, onIndex]);
  const teamLogo = story.logo_team ? story.team.logo_url : null;
  const workspaceLogo = story.logo_workspace ? story.workspace.logo_url : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          {teamLogo && <Image src={teamLogo} alt={story.team.name} h={40} w="auto" fit="contain" data-testid="team-logo" />}
          <Title order={2} fz={20} dir="auto">
            {story.workspace.name}
          </Title>
        </Group>
        {workspaceLogo && (
          <Image src={workspaceLogo} alt={story.workspace.name} h={40} w="auto" fit="contain" data-testid="workspace-logo" />
        )}
      </Group>
      {current ? (
        <Box p={14} style={{ background: frameBackground(story.frame_color), borderRadius: 16 }} data-testid="story-frame">
          <Stack gap="sm" bg="white" p="md" style={{ borderRadius: 10 }}>
            <Group justify="space-between" wrap="nowrap">
              <ActionIcon variant="light" size="lg" aria-label="Previous slide" disabled={index === 0} onClick={() => onIndex(index - 1)}>
                <IconChevronLeft />
              </ActionIcon>
              <Stack gap={2} align="center" style={{ minWidth: 0 }}>
                <Title order={3} fz={18} dir="auto" data-testid="slide-name">
                  {current.name}
                </Title>
                {current.kind === 'plan' ? (
                  <Text fz="xs" c="dimmed" dir="auto">
                    {current.plan.text.population}
                  </Text>
                ) : (
                  current.snapshot.kind !== 'file' && (
                    <Text fz="xs" c="dimmed" dir="auto">
                      {snapshotLine(current.snapshot)}
                    </Text>
                  )
                )}
              </Stack>
              <ActionIcon
                variant="light"
                size="lg"
                aria-label="Next slide"
                disabled={index >= count - 1}
                onClick={() => onIndex(index + 1)}
              >
                <IconChevronRight />
              </ActionIcon>
            </Group>
            {current.kind === 'plan' ? (
              <ActionPlanSlideBody plan={current.plan} />
            ) : (
              <>
                <Image src={current.snapshot.url.url} alt={current.name} fit="contain" mah="62vh" data-testid="slide-image" />
                {current.snapshot.comment && (
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto" data-testid="slide-comment">
                    {current.snapshot.comment}
                  </Text>
                )}
              </>
            )}
            <Text fz="xs" c="dimmed" ta="center">
              {index + 1} / {count}
            </Text>
          </Stack>
        </Box>
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          There are no charts in Data Story
        </Text>
      )}
    </Stack>
  );
}
