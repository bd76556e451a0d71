import type { GroupOrigin } from '@canopy/contracts';

// Group tags are told apart by where the group came from: automatic (HRIS sync)
// orange-bordered, default (the workspace's group classification) blue-bordered, custom neutral.

export type TagColours = { border: string; background: string; text: string };

export const GROUP_ORIGIN_COLOURS: Record<GroupOrigin, TagColours> = {
  automatic: {
    border: 'var(--mantine-color-orange-5)',
    background: 'var(--mantine-color-orange-0)',
    text: 'var(--mantine-color-orange-9)',
  },
  default: { border: 'var(--mantine-color-blue-5)', background: 'var(--mantine-color-blue-0)', text: 'var(--mantine-color-blue-9)' },
  custom: { border: 'var(--mantine-color-bark-2)', background: 'var(--mantine-color-bark-0)', text: 'var(--mantine-color-bark-8)' },
};

export const GROUP_ORIGIN_LABELS: Record<GroupOrigin, { title: string; text: string }> = {
  automatic: { title: 'Automatic', text: 'Made by the HRIS synchronisation' },
  default: { title: 'Default', text: 'Made from the workspace’s group classification' },
  custom: { title: 'Custom', text: 'Made by you or your team' },
};
