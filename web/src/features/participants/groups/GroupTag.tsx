import type { GroupOrigin } from '@canopy/contracts';
import { Pill } from '@mantine/core';
import { truncateGroupName } from '../format';
import { GROUP_ORIGIN_COLOURS } from './groupOrigin';

/** how long a tag takes to fade out once the server has taken the participant out of its group */
export const TAG_FADE_MS = 500;

type Props = {
  name: string;
  origin: GroupOrigin;
  /** shows a remove button */
  onRemove?: () => void;
  removing?: boolean;
  /** fading out (the removal succeeded) */
  leaving?: boolean;
  size?: 'xs' | 'sm';
};

/** A group as a tag, bordered by its origin, its name cut at 20 characters (the whole name on hover). */
export function GroupTag({ name, origin, onRemove, removing = false, leaving = false, size = 'sm' }: Props) {
  const colours = GROUP_ORIGIN_COLOURS[origin];
  return (
    <Pill
      size={size}
      title={name}
      data-origin={origin}
      data-leaving={leaving || undefined}
      withRemoveButton={onRemove !== undefined}
      onRemove={onRemove}
      // Mantine hides the remove button from keyboards and screen readers (it expects an input around the pills)
      removeButtonProps={{ 'aria-label': `Remove from ${name}`, 'aria-hidden': false, tabIndex: 0, disabled: removing }}
      styles={{
        root: {
          border: `1px solid ${colours.border}`,
          background: colours.background,
          color: colours.text,
          fontWeight: 500,
          opacity: leaving ? 0 : removing ? 0.55 : 1,
          transition: `opacity ${TAG_FADE_MS}ms ease`,
        },
      }}
    >
      {truncateGroupName(name)}
    </Pill>
  );
}
