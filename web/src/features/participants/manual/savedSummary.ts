import type { SaveCounts } from '@canopy/contracts/participants/api';

const people = (count: number) => (count === 1 ? '1 participant' : `${count} participants`);

/**
 * What the notice after a manual add says: a row that matched a participant of the workspace by e-mail
 * (else phone, else payroll id) updated them, and is never counted as added.
 */
export const savedSummary = (counts: SaveCounts): { title: string; message: string } => {
  const parts = [
    counts.created > 0 ? `${people(counts.created)} added` : null,
    counts.updated > 0 ? `${people(counts.updated)} updated` : null,
    counts.unchanged > 0 ? `${people(counts.unchanged)} already up to date` : null,
  ].filter((part): part is string => part !== null);
  const title =
    counts.updated === 0 && counts.unchanged === 0
      ? 'Participants added'
      : counts.created === 0
        ? 'Participants updated'
        : 'Participants saved';
  return { title, message: parts.length > 0 ? `${parts.join(', ')}.` : 'Nothing was saved.' };
};
