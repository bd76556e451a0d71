import { describe, expect, it } from 'vitest';
import { dateInputValue, formatDate, fullName, parseTypedDate, phoneLine, truncateGroupName } from './format';

describe('participant formatting', () => {
  it("shows dates as 'Mon DD YYYY', in UTC, and nothing for the zero date", () => {
    expect(formatDate('2024-03-05T00:00:00Z')).toBe('Mar 05 2024');
    expect(formatDate('2019-12-31T00:00:00.000Z')).toBe('Dec 31 2019');
    expect(formatDate('0001-01-01T00:00:00Z')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('gives date inputs their YYYY-MM-DD value', () => {
    expect(dateInputValue('2024-03-05T00:00:00Z')).toBe('2024-03-05');
    expect(dateInputValue('0001-01-01T00:00:00Z')).toBe('');
  });

  it("reads dates typed as 'yyyy.mm.dd'", () => {
    expect(parseTypedDate('2021.03.05')).toBe('2021-03-05');
    expect(parseTypedDate(' 2021-3-5 ')).toBe('2021-03-05');
    expect(parseTypedDate('2023.02.30')).toBeNull();
    expect(parseTypedDate('05.03.2021')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });

  it('cuts group names at 20 characters', () => {
    expect(truncateGroupName('Engineering')).toBe('Engineering');
    expect(truncateGroupName('12345678901234567890')).toBe('12345678901234567890');
    expect(truncateGroupName('Customer Success Operations EMEA')).toBe('Customer Success Ope…');
  });

  it('joins names and phone parts', () => {
    expect(fullName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(phoneLine({ phone_code: '+44', phone: '7700900123' })).toBe('+44 7700900123');
    expect(phoneLine({ phone_code: '', phone: '' })).toBe('');
  });
});
