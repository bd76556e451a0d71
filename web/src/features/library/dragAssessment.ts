import type { DragEvent } from 'react';

// An assessment card dragged onto a package of the packages panel (HTML drag and drop; ADR 0034).

const TYPE = 'application/x-canopy-assessment';

export const startAssessmentDrag = (event: DragEvent, assessmentId: string, title: string) => {
  event.dataTransfer.setData(TYPE, assessmentId);
  event.dataTransfer.setData('text/plain', title);
  event.dataTransfer.effectAllowed = 'copy';
};

/** whether a drag carries an assessment (only its type can be read before the drop) */
export const carriesAssessment = (event: DragEvent) => event.dataTransfer.types.includes(TYPE);

export const droppedAssessment = (event: DragEvent): string | null => event.dataTransfer.getData(TYPE) || null;
