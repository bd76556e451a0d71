import { ActionIcon, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * a term explained where it appears: an info icon whose tooltip opens on hover, focus and touch; a control of the
 * app, so a captured image leaves it out (`data-story-skip`)
 */
export function HelpTip({ label, text }: { label: string; text: string }) {
  return (
    <Tooltip label={text} multiline w={300} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={label} data-story-skip="">
        <IconInfoCircle size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
