import { normaliseFrameColor } from '@canopy/contracts/story/api';

/** the default frame when no colour of 3 or 6 hex digits is set */
export const DEFAULT_FRAME = 'linear-gradient(135deg, #2f6f4f 0%, #7bb661 50%, #d9a441 100%)';

/** the frame colours offered beside the hex input */
export const FRAME_PRESETS = ['#2f6f4f', '#1c7ed6', '#7048e8', '#e8590c', '#c92a2a', '#212529', '#f08c00', '#0ca678'];

/** the CSS background of the frame: the colour, or the default gradient */
export const frameBackground = (color: string | null | undefined) => normaliseFrameColor(color) ?? DEFAULT_FRAME;
