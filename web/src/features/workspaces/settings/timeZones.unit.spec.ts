import { describe, expect, it } from 'vitest';
import { zoneChoices, zoneLabel } from './timeZones';

describe('the time zones offered', () => {
  it('lists the IANA zones Intl knows and UTC, sorted, each once, written to be read', () => {
    const choices = zoneChoices('America/New_York');
    const values = choices.map((choice) => choice.value);
    expect(values).toContain('Europe/London');
    expect(values).toContain('America/New_York');
    expect(values).toContain('UTC');
    expect(new Set(values).size).toBe(values.length);
    expect([...values].sort((a, b) => a.localeCompare(b))).toEqual(values);
    expect(choices.find((choice) => choice.value === 'America/New_York')?.label).toBe('America / New York');
  });

  it("keeps the workspace's own zone when this browser does not list it", () => {
    expect(zoneChoices('US/Eastern', ['Europe/London']).map((choice) => choice.value)).toEqual(['Europe/London', 'US/Eastern', 'UTC']);
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('America / Argentina / Buenos Aires');
  });
});
