import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { demoCohort, demoStaff } from './demoParticipants.ts';
import { SANDBOX_DIRECTORY_FILE } from './hris/sandbox/sandboxProvider.ts';

type Directory = { employees: Array<{ employment: { source_id: string | null } }> };

it('the demo participants and the sandbox HR directory never share a payroll id', () => {
  const directory = JSON.parse(readFileSync(SANDBOX_DIRECTORY_FILE, 'utf8')) as Directory;
  const sandbox = new Set(directory.employees.map((employee) => employee.employment.source_id).filter((id): id is string => Boolean(id)));
  expect(sandbox.size).toBeGreaterThan(0);
  // far more demo staff than the seed makes, so a bigger demo stays clear of the directory too
  const demo = [...demoStaff(5_000, 'northwind-health.example'), ...demoCohort(200, 'leadership.example')]
    .map((row) => row.fields.payroll_id)
    .filter(Boolean);
  expect(new Set(demo).size).toBe(demo.length);
  expect(demo.filter((id) => sandbox.has(id))).toEqual([]);
});
