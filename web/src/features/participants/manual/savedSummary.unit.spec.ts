import { describe, expect, it } from 'vitest';
import { savedSummary } from './savedSummary';

describe('savedSummary', () => {
  it('says added only for participants that were added', () => {
    expect(savedSummary({ created: 1, updated: 0, unchanged: 0 })).toEqual({
      title: 'Participants added',
      message: '1 participant added.',
    });
    expect(savedSummary({ created: 3, updated: 0, unchanged: 0 })).toEqual({
      title: 'Participants added',
      message: '3 participants added.',
    });
  });

  it('says updated for a row that matched an existing participant', () => {
    expect(savedSummary({ created: 0, updated: 1, unchanged: 0 })).toEqual({
      title: 'Participants updated',
      message: '1 participant updated.',
    });
    expect(savedSummary({ created: 0, updated: 0, unchanged: 1 })).toEqual({
      title: 'Participants updated',
      message: '1 participant already up to date.',
    });
  });

  it('tells each count when a save both added and updated', () => {
    expect(savedSummary({ created: 2, updated: 1, unchanged: 1 })).toEqual({
      title: 'Participants saved',
      message: '2 participants added, 1 participant updated, 1 participant already up to date.',
    });
  });
});
