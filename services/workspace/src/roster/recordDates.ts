import { UNSET_DATE } from '@canopy/contracts/participants/api';

// Start and birth dates travel as ISO date-times, 0001-01-01T00:00:00Z meaning not set, as the API's clients send it;
// the read model stores null for that (its readers turn it back: projections/src/workspace/participants/read.ts).

/** a date as the contract writes it (toISOString), so one read back from the read model compares equal */
export const normaliseDate = (value: string) =>
  value === '' || value.startsWith('0001-01-01') ? UNSET_DATE : new Date(value).toISOString();
