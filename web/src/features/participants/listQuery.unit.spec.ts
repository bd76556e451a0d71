import type { Participant, ParticipantListPage } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { flattenPages, listRequest, nextOffset, nextPageTrigger, searchTerm } from './listQuery';

const participant = (id: string) => ({ id }) as Participant;
const page = (ids: string[], extra: Partial<ParticipantListPage> = {}): ParticipantListPage => ({
  participants: ids.map(participant),
  all_count: 250,
  has_more: true,
  next_limit: 100,
  next_offset: 100,
  ...extra,
});

describe('the participant list query', () => {
  it('searches only from 3 characters, trimmed', () => {
    expect(searchTerm('an')).toBe('');
    expect(searchTerm('  an ')).toBe('');
    expect(searchTerm(' ann ')).toBe('ann');
  });

  it('asks for one page with the sort, search and group chosen', () => {
    expect(listRequest({ workspaceId: 'w1', search: '', sort: null, groupId: null }, 0)).toEqual({
      workspace_id: 'w1',
      searchString: '',
      limit: 100,
      offset: 0,
    });
    expect(listRequest({ workspaceId: 'w1', search: 'ann', sort: { key: 'hiring_date', desc: true }, groupId: 'g1' }, 200)).toEqual({
      workspace_id: 'w1',
      searchString: 'ann',
      limit: 100,
      offset: 200,
      sortType: 'hiring_date',
      sortBy: 'DESC',
      group_id: 'g1',
    });
  });

  it('pages on while the server has more', () => {
    expect(nextOffset(page([], { next_offset: 200 }))).toBe(200);
    expect(nextOffset(page([], { has_more: false }))).toBeUndefined();
  });

  it('loads the next page at the 50th row from the end once 100 are loaded', () => {
    expect(nextPageTrigger(100, true)).toBe(50);
    expect(nextPageTrigger(200, true)).toBe(150);
    expect(nextPageTrigger(99, true)).toBe(-1);
    expect(nextPageTrigger(200, false)).toBe(-1);
  });

  it('joins pages, keeping the first copy of a participant that shifted between pages', () => {
    const { participants, total } = flattenPages([page(['a', 'b']), page(['b', 'c'], { all_count: 999 })]);
    expect(participants.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(total).toBe(250);
    expect(flattenPages([])).toEqual({ participants: [], total: 0 });
  });
});
