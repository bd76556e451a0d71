import { StoryRules } from '@canopy/contracts/story/api';
import { toBlob } from 'html-to-image';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A node as the story keeps it: a JPG on the spec's canvas, 1280/72*300 px wide and 3000 px high, the node
 * scaled into it on white. Controls marked `data-story-skip` (the card's own buttons) are left out.
 */
export async function captureNode(node: HTMLElement): Promise<Blob> {
  // the map and the figures settle after a transition: captured 1 s later (spec 3 section 9); charts are drawn by the server
  await pause(1000);
  // as a blob straight from the canvas: the app's content security policy lets no fetch read a data: URL
  const blob = await toBlob(node, {
    type: 'image/jpeg',
    quality: 0.92,
    backgroundColor: '#ffffff',
    canvasWidth: StoryRules.canvasWidth,
    canvasHeight: StoryRules.canvasHeight,
    pixelRatio: 1,
    filter: (element) => !(element instanceof HTMLElement && element.dataset.storySkip !== undefined),
  });
  if (!blob) throw new Error('The card could not be drawn as an image');
  return blob;
}
