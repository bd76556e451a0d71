import { TENURE_BUCKETS } from '@canopy/projections/analytics/answers/read';

/** the bucket of a `tenure_days` value as the projection's cells count it (cells.ts' bucketSql): -1 none, -2 negative */
export const tenureBucketOf = (days: number | null | undefined): number =>
  days === null || days === undefined
    ? -1
    : days < 0
      ? -2
      : TENURE_BUCKETS.findIndex(([from, to]) => days >= from && (to === null || days <= to));
