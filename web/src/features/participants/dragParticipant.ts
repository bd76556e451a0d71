import type { DragEvent } from 'react';

// A participant row dragged onto a group of the Groups panel (HTML5 drag and drop).

const TYPE = 'application/x-canopy-participant';

export const startParticipantDrag = (event: DragEvent, participantId: string, name: string) => {
  event.dataTransfer.setData(TYPE, participantId);
  event.dataTransfer.setData('text/plain', name);
  event.dataTransfer.effectAllowed = 'copy';
};

/** whether a drag carries a participant (only its type can be read before the drop) */
export const carriesParticipant = (event: DragEvent) => event.dataTransfer.types.includes(TYPE);

export const droppedParticipant = (event: DragEvent): string | null => event.dataTransfer.getData(TYPE) || null;
