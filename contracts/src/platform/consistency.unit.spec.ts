import { describe, expect, it } from 'vitest';
import { comparePositions, formatWritten, mergeWritten, parseWritten } from './consistency.ts';

describe('the consistency headers', () => {
  it('reads back what it writes', () => {
    const written = { workspaces: { tx: '12', seq: '7' }, identity_consultants: { tx: '99999999999999999999', seq: '1' } };
    expect(formatWritten(written)).toBe('workspaces=12.7,identity_consultants=99999999999999999999.1');
    expect(parseWritten(formatWritten(written))).toEqual(written);
  });

  it('keeps the later position of a read model named twice, comparing tx before seq and beyond 2^53', () => {
    expect(parseWritten('a=9007199254740993.1,a=9007199254740992.5')).toEqual({ a: { tx: '9007199254740993', seq: '1' } });
    expect(mergeWritten({ a: { tx: '5', seq: '9' }, b: { tx: '1', seq: '1' } }, { a: { tx: '6', seq: '1' } })).toEqual({
      a: { tx: '6', seq: '1' },
      b: { tx: '1', seq: '1' },
    });
    expect(comparePositions({ tx: '5', seq: '10' }, { tx: '5', seq: '9' })).toBe(1);
    expect(comparePositions({ tx: '5', seq: '9' }, { tx: '6', seq: '0' })).toBe(-1);
  });

  it('skips what is not name=tx.seq, and reads a header too long for a browser of ours as nothing', () => {
    expect(parseWritten('Workspaces=1.1,x=1,y=a.b,=1.1,z=1.2.3, ok_1=3.4 ')).toEqual({ ok_1: { tx: '3', seq: '4' } });
    expect(parseWritten(`a=1.1,${'b'.repeat(5000)}=1.1`)).toEqual({});
    expect(parseWritten(null)).toEqual({});
    expect(Object.keys(parseWritten(Array.from({ length: 40 }, (_, i) => `m${i}=1.1`).join(',')))).toHaveLength(32);
  });
});
