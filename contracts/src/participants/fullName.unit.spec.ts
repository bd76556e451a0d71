import { describe, expect, it } from 'vitest';
import { splitFullName } from './fullName.ts';

describe('splitFullName', () => {
  it('takes the last word as the last name', () => {
    expect(splitFullName('Ada Lovelace')).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(splitFullName('  Mary   Ann  Smith ')).toEqual({ first_name: 'Mary Ann', last_name: 'Smith' });
  });

  it("reads 'Last, First' the other way round", () => {
    expect(splitFullName('Lovelace, Augusta Ada')).toEqual({ first_name: 'Augusta Ada', last_name: 'Lovelace' });
  });

  it('leaves the last name empty for a single word', () => {
    expect(splitFullName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
    expect(splitFullName('')).toEqual({ first_name: '', last_name: '' });
  });
});
