import { describe, expect, it } from 'vitest';
import { groupOptionsOf, groupSourceTitle } from './groupSources';

describe('group filter sections', () => {
  it('heads a classification’s groups with its title, not its value in lower case', () => {
    expect(groupSourceTitle({ origin: 'default', origin_source: 'department' })).toBe('Department');
    expect(groupSourceTitle({ origin: 'default', origin_source: 'work_location_city' })).toBe('Work location city');
    expect(groupSourceTitle({ origin: 'custom', origin_source: '' })).toBe('Custom groups');
    expect(groupSourceTitle({ origin: 'hris', origin_source: 'cost_center' })).toBe('Cost center');
  });
  it('groups the options by source under their titles', () => {
    const options = groupOptionsOf([
      { id: 'g2', name: 'Sales', origin: 'default', origin_source: 'department' },
      { id: 'g1', name: 'Engineering', origin: 'default', origin_source: 'department' },
      { id: 'g3', name: 'Leads', origin: 'custom', origin_source: '' },
    ]);
    expect(options).toEqual([
      { group: 'Custom groups', items: [{ value: 'g3', label: 'Leads' }] },
      {
        group: 'Department',
        items: [
          { value: 'g1', label: 'Engineering' },
          { value: 'g2', label: 'Sales' },
        ],
      },
    ]);
  });
});
