import { describe, expect, it } from 'vitest';
import type { ChartData } from './api.ts';
import { withheldNoteOf } from './withheldNote.ts';

const group = (name: string, id: string | null, withheld: 'small' | 'apart' | null) => ({
  group_id: id,
  group_name: name,
  cycle_id: null,
  cycle_date: null,
  value_avg: withheld ? null : 3.5,
  respondents: withheld ? null : 12,
  answers: withheld ? null : 12,
  suppressed: withheld !== null,
  ...(withheld ? { withheld } : {}),
});
const type1 = (groups: ReturnType<typeof group>[]): ChartData => ({
  type: 'type1',
  view: 'combined',
  scale: 'five',
  minimum_group_size: 5,
  held_back: 0,
  groups,
});

describe('what a chart says about the figures it does not show', () => {
  it('names the small groups and the group that gives way beside them', () => {
    expect(
      withheldNoteOf(
        type1([
          group('All participants', null, null),
          group('Sales', 's', null),
          group('Legal', 'l', 'small'),
          group('Care', 'c', 'apart'),
        ]),
      ),
    ).toEqual([
      'Hidden, fewer than 5 respondents: Legal.',
      'Hidden so that no group smaller than 5 can be worked out from the others: Care.',
    ]);
  });

  it('says when the filter itself is refused, and says nothing when everything is shown', () => {
    expect(withheldNoteOf(type1([group('All participants', null, 'apart')]))).toEqual([
      'Not enough responses to show this filter: beside the figures already shown, it would set fewer than 5 respondents apart.',
    ]);
    expect(withheldNoteOf(type1([group('All participants', null, null), group('Sales', 's', null)]))).toEqual([]);
  });
});
