import type { ParticipationItem } from '@canopy/contracts/analytics/api';
import { describe, expect, it } from 'vitest';
import { latestAnsweredCycle, preferredPackageId } from './preselect';

const cycle = (package_id: string, cycle_date: string, finished: number) =>
  ({
    package_id,
    cycle_id: `${package_id}-${cycle_date}`,
    cycle_date,
    number_of_finished: finished,
    number_of_unfinished: 10,
  }) as ParticipationItem;
const answered = (link: string, from: string, respondents: number) => ({
  link,
  from,
  to: null,
  is_forever_package: false,
  respondents,
  is_masked_exportable: respondents >= 5,
});

describe('what the export pages open on', () => {
  it('is the package of the newest cycle someone finished, among the packages offered', () => {
    const participation = [
      cycle('p1', '2026-10-27', 117),
      cycle('p1', '2026-12-07', 0),
      cycle('p2', '2026-09-01', 4),
      cycle('p3', '2026-11-30', 9),
    ];
    expect(preferredPackageId([{ id: 'p2' }, { id: 'p1' }], participation)).toBe('p1');
    // p3 holds a newer answered cycle but is not offered (the raw data export leaves out what it cannot export)
    expect(preferredPackageId([{ id: 'p2' }], participation)).toBe('p2');
    expect(preferredPackageId([{ id: 'p4' }], participation)).toBe('p4');
    expect(preferredPackageId([], participation)).toBeNull();
  });

  it("is the package's latest cycle with respondents", () => {
    const cycles = [
      answered('L1', '2026-08-28T12:00:00Z', 100),
      answered('L2', '2026-10-27T12:00:00Z', 117),
      answered('L3', '2026-12-07T09:00:00Z', 0),
    ];
    expect(latestAnsweredCycle(cycles)?.link).toBe('L2');
    expect(latestAnsweredCycle([answered('L3', '2026-12-07T09:00:00Z', 0)])).toBeNull();
  });
});
