import { dayRange } from '@canopy/contracts/platform/dates';
import type { Cycle } from '@canopy/survey';

/**
 * a cycle as its files label it: '2026-01-05 to 2026-02-04' (or 'to current' while it is open), days in the
 * workspace's time zone, the days the pages show (ADR 0118)
 */
export const cycleLabel = (cycle: Cycle, timeZone: string) => dayRange(cycle.from, cycle.to, timeZone, 'key');
