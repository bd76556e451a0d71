import type { Block, BlocksResponse, ChartDataRequest } from '@canopy/contracts/analytics/api';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDownload, IconPresentation, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { fetchImage, type SnapshotDraft } from './api';
import { captureNode } from './capture';
import { chartSettings } from './chartSettings';
import { useStory } from './hooks/useStory';
import { useAddSnapshot } from './hooks/useAddSnapshot';
import { useDeleteSnapshot } from './hooks/useDeleteSnapshot';
import { fileNameOf, saveBlob } from './saveBlob';
import { onCanvas } from './storyZip';

/** how long 'Added as image' shows (spec 3 section 9) */
export const ADDED_FOR_MS = 15_000;

type AddState = 'idle' | 'adding' | 'added';

/**
 * 'Add to Data Story' for whatever card holds it: a chart goes with its request alone and the map with its filters
 * and view (the server draws their images, ADR 0113, 0132); a figure captures the closest `[data-story-card]`, or
 * else the closest Mantine card, as the spec's JPG. Adds it with what `draft` says; idle, spinner, then 'Added as image' for
 * 15 s. With `chartId`, the story's snapshots of that chart can be downloaded or deleted from here too.
 */
export function AddToStoryButton({
  workspaceId,
  draft,
  chartId,
}: {
  workspaceId: string;
  draft: () => Omit<SnapshotDraft, 'image'>;
  chartId?: string;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<AddState>('idle');
  const story = useStory(workspaceId);
  const add = useAddSnapshot(workspaceId);
  const remove = useDeleteSnapshot(workspaceId);
  useEffect(() => {
    if (state !== 'added') return;
    const timer = setTimeout(() => setState('idle'), ADDED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const mine = chartId ? (story.data?.snapshots ?? []).filter((snapshot) => snapshot.chart_id === chartId) : [];
  const latest = mine.at(-1);

  const addNow = async () => {
    const next = draft();
    // a chart's and the map's images are drawn by the server from what it computes (no app control in them)
    if (next.kind === 'chart' || next.kind === 'map') {
      setState('adding');
      try {
        await add.mutateAsync(next);
        setState('added');
        notifications.show({ color: 'canopy', message: 'Added to Data Story', autoClose: 2000 });
      } catch (error) {
        setState('idle');
        notifications.show({ color: 'red', title: 'Not added to Data Story', message: errorDetail(error) });
      }
      return;
    }
    const card = anchor.current?.closest<HTMLElement>('[data-story-card]') ?? anchor.current?.closest<HTMLElement>('.mantine-Card-root');
    if (!card) {
      // a page that places this button outside any card must not fail silently
      notifications.show({ color: 'red', title: 'Not added to Data Story', message: 'This view cannot be drawn as an image' });
      return;
    }
    setState('adding');
    try {
      const image = await captureNode(card);
      await add.mutateAsync({ ...next, image });
      setState('added');
      notifications.show({ color: 'canopy', message: 'Added to Data Story', autoClose: 2000 });
    } catch (error) {
      setState('idle');
      notifications.show({ color: 'red', title: 'Not added to Data Story', message: errorDetail(error) });
    }
  };
  const download = async () => {
    if (!latest) return;
    try {
      // the spec's JPG on its canvas, as in the zip (a chart's stored image is the server's PNG)
      saveBlob(await onCanvas(await fetchImage(latest.url.url)), fileNameOf(latest.name, 'jpg'));
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not downloaded', message: errorDetail(error) });
    }
  };

  return (
    <Group gap={4} ref={anchor} data-story-skip="">
      <Button
        size="xs"
        variant="light"
        loading={state === 'adding'}
        disabled={state === 'added'}
        leftSection={state === 'added' ? <IconCheck size={14} /> : <IconPresentation size={14} />}
        onClick={addNow}
      >
        {state === 'added' ? 'Added as image' : 'Add to Data Story'}
      </Button>
      {latest && (
        <>
          <Button size="xs" variant="subtle" leftSection={<IconDownload size={14} />} onClick={download}>
            Download from data story
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            loading={remove.isPending}
            onClick={() => remove.mutate(latest.id)}
          >
            Delete from data story
          </Button>
        </>
      )}
    </Group>
  );
}

/** the button on a Culture chart card: the chart's request and what it was drawn with; the server draws the image */
export function AddChartToDataStory(props: {
  workspaceId: string;
  block: Block;
  chart: Block['charts'][number];
  request: ChartDataRequest;
  cycles: BlocksResponse['cycles'];
  groupNames: ReadonlyMap<string, string>;
}) {
  const { workspaceId, block, chart, request, cycles, groupNames } = props;
  return (
    <AddToStoryButton
      workspaceId={workspaceId}
      chartId={chart.id}
      draft={() => ({
        name: chart.name,
        kind: 'chart',
        chart: { block_id: block.origin === 'custom' ? block.id : null, chart_id: chart.id, request },
        settings: chartSettings({ request, assessmentName: block.name, groupNames, cycles }),
      })}
    />
  );
}
