import type { ParticipantGroup } from '@canopy/contracts';
import { useState } from 'react';
import { GroupTag } from '../groups/GroupTag';

type Props = { group: ParticipantGroup; onRemove: () => Promise<unknown> };

/**
 * A tag under a participant that takes them out of its group: once the server agrees it fades out (the
 * list reloads after the fade); when the server refuses it stays where it was.
 */
export function RemovableGroupTag({ group, onRemove }: Props) {
  const [state, setState] = useState<'idle' | 'removing' | 'leaving'>('idle');
  const remove = () => {
    if (state !== 'idle') return;
    setState('removing');
    onRemove().then(
      () => setState('leaving'),
      () => setState('idle'),
    );
  };
  return (
    <GroupTag
      name={group.name}
      origin={group.origin}
      onRemove={remove}
      removing={state === 'removing'}
      leaving={state === 'leaving'}
      // small: the tag line sits under every row and counts for how many rows fit on a laptop
      size="xs"
    />
  );
}
