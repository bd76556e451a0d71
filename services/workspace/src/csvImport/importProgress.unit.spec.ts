import { describe, expect, it } from 'vitest';
import { createImportProgress, KEEP_MS } from './importProgress.ts';

describe('import progress', () => {
  it('follows an import through its stages', () => {
    const progress = createImportProgress();
    const tracker = progress.track('ws:alice', 'import-1');
    expect(progress.read('ws:alice', 'import-1')).toEqual({ stage: 'reading', rows_checked: 0, rows_total: 0 });
    tracker.checked(2_000, 40_000);
    expect(progress.read('ws:alice', 'import-1')).toEqual({ stage: 'checking', rows_checked: 2_000, rows_total: 40_000 });
    tracker.stage('saving');
    tracker.stage('done');
    expect(progress.read('ws:alice', 'import-1')).toEqual({ stage: 'done', rows_checked: 2_000, rows_total: 40_000 });
  });

  it('shows an import only to the owner that started it', () => {
    const progress = createImportProgress();
    progress.track('ws:alice', 'import-1');
    expect(progress.read('ws:bob', 'import-1')).toBeNull();
    expect(progress.read('other-ws:alice', 'import-1')).toBeNull();
    expect(progress.read('ws:alice', 'import-2')).toBeNull();
  });

  it('forgets an import a while after its last change', () => {
    let clock = 0;
    const progress = createImportProgress(() => clock);
    const tracker = progress.track('ws:alice', 'old');
    clock += KEEP_MS - 1;
    tracker.stage('indexing');
    progress.track('ws:alice', 'new');
    clock += KEEP_MS;
    expect(progress.read('ws:alice', 'old')).toEqual({ stage: 'indexing', rows_checked: 0, rows_total: 0 });
    clock += 2;
    expect(progress.read('ws:alice', 'old')).toBeNull();
  });

  it('holds at most a thousand imports, dropping the oldest', () => {
    const progress = createImportProgress();
    for (let index = 0; index < 1_001; index++) progress.track('ws:alice', `import-${index}`);
    expect(progress.read('ws:alice', 'import-0')).toBeNull();
    expect(progress.read('ws:alice', 'import-1')).not.toBeNull();
    expect(progress.read('ws:alice', 'import-1000')).not.toBeNull();
  });
});
