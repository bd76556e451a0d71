import { describe, expect, it } from 'vitest';
import { nextPackageOf } from './addToNextPackage.ts';

// The package a workspace's next cycle runs in (ADR 0155): the newest draft, else the newest package, else none.

const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();
const pkg = (id: string, daysAgo: number, has_had_link: boolean) => ({ id, name: id, created_at: at(daysAgo), has_had_link });

describe('the next package of a workspace', () => {
  it('is the newest draft (a package that never had a link), even beside a newer launched one', () => {
    expect(nextPackageOf([pkg('old draft', 30, false), pkg('draft', 10, false), pkg('launched', 2, true)])?.id).toBe('draft');
  });

  it('is the newest package when every package has had a link (its next link opens the next cycle)', () => {
    expect(nextPackageOf([pkg('spring', 100, true), pkg('autumn', 40, true)])?.id).toBe('autumn');
  });

  it('is none when the workspace has no package', () => {
    expect(nextPackageOf([])).toBeNull();
  });
});
