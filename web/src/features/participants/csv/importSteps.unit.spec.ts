import type { CsvImportProgress, CsvImportStage } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { activeStep, importSteps, wholePercent, type ImportStep } from './importSteps';

const sending = (loaded: number, total: number) => ({ loaded, total, sent: false });
const sent = { loaded: 1, total: 1, sent: true };
const at = (stage: CsvImportStage, rows_checked = 0, rows_total = 0): CsvImportProgress => ({ stage, rows_checked, rows_total });
const states = (steps: ImportStep[]) => steps.map((step) => step.state);

describe('CSV import steps', () => {
  it('names the five steps in order', () => {
    expect(importSteps(null, null).map((step) => [step.key, step.label])).toEqual([
      ['upload', 'Uploading the file'],
      ['reading', 'Reading the file'],
      ['checking', 'Checking rows'],
      ['saving', 'Saving participants'],
      ['indexing', 'Adding them to the list and search'],
    ]);
  });

  it('shows the upload with its percent while the body is on its way', () => {
    const steps = importSteps(sending(250, 1000), null);
    expect(states(steps)).toEqual(['active', 'waiting', 'waiting', 'waiting', 'waiting']);
    expect(steps[0]).toMatchObject({ percent: 25 });
    expect(steps.slice(1).every((step) => step.percent === undefined && step.detail === undefined)).toBe(true);
    // before the first progress event, and with nothing to divide by
    expect(importSteps(null, null)[0]).toMatchObject({ state: 'active', percent: 0 });
    expect(importSteps(sending(0, 0), null)[0]).toMatchObject({ state: 'active', percent: 0 });
  });

  it('rounds percents down, so 100% only when all of it is through', () => {
    expect(importSteps(sending(999, 1000), null)[0]?.percent).toBe(99);
    expect(importSteps(sending(1, 3), null)[0]?.percent).toBe(33);
    expect(importSteps(sending(2, 3), null)[0]?.percent).toBe(66);
    expect(importSteps(sending(1000, 1000), null)[0]?.percent).toBe(100);
    expect(importSteps(sent, at('checking', 39_999, 40_000))[2]?.percent).toBe(99);
    expect(wholePercent(5, 4)).toBe(100);
    expect(wholePercent(-1, 4)).toBe(0);
    expect(wholePercent(1, 0)).toBeUndefined();
  });

  it('has the server reading once the body is sent and it has not answered yet (404)', () => {
    const steps = importSteps(sent, null);
    expect(states(steps)).toEqual(['done', 'active', 'waiting', 'waiting', 'waiting']);
    expect(steps[0]?.percent).toBeUndefined();
    expect(activeStep(steps)?.key).toBe('reading');
  });

  it('follows every stage of the server, the steps before it done and after it waiting', () => {
    const expected: Record<Exclude<CsvImportStage, 'done' | 'failed'>, string[]> = {
      reading: ['done', 'active', 'waiting', 'waiting', 'waiting'],
      checking: ['done', 'done', 'active', 'waiting', 'waiting'],
      saving: ['done', 'done', 'done', 'active', 'waiting'],
      indexing: ['done', 'done', 'done', 'done', 'active'],
    };
    for (const [stage, want] of Object.entries(expected)) {
      const steps = importSteps(sent, at(stage as CsvImportStage, 10, 10));
      expect(states(steps), stage).toEqual(want);
      expect(steps.filter((step) => step.state === 'active')).toHaveLength(1);
    }
  });

  it('counts the rows checked', () => {
    const checking = importSteps(sent, at('checking', 12_000, 40_000))[2];
    expect(checking).toEqual({ key: 'checking', label: 'Checking rows', state: 'active', detail: '12,000 of 40,000', percent: 30 });
    // no total yet: no count to show
    expect(importSteps(sent, at('checking', 0, 0))[2]).toEqual({ key: 'checking', label: 'Checking rows', state: 'active' });
    // a count past the total reads as the total
    expect(importSteps(sent, at('checking', 12, 10))[2]).toMatchObject({ detail: '10 of 10', percent: 100 });
    // the row counts stay on the checking step: saving and indexing show none
    expect(importSteps(sent, at('saving', 40_000, 40_000))[3]).toEqual({ key: 'saving', label: 'Saving participants', state: 'active' });
  });

  it('marks every step done when the server is done', () => {
    const steps = importSteps(sent, at('done', 40_000, 40_000));
    expect(states(steps)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(activeStep(steps)).toBeUndefined();
  });

  it('marks no step active when the import failed (the upload answer carries the error)', () => {
    const steps = importSteps(sent, at('failed', 3, 10));
    expect(states(steps)).toEqual(['done', 'waiting', 'waiting', 'waiting', 'waiting']);
    expect(activeStep(steps)).toBeUndefined();
  });

  it('takes the server stage over the upload progress when both speak', () => {
    // the server may start reading a streamed body before the browser reports the last byte sent
    expect(activeStep(importSteps(sending(900, 1000), at('reading')))?.key).toBe('reading');
  });
});
