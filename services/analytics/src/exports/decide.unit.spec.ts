import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import { exportLogDecider, type ExportLogEvent } from './decide.ts';

const spec = deciderSpec(exportLogDecider);
const data: ExportLogEvent['data'] = {
  export_id: 'e1',
  workspace_id: 'w1',
  team_id: 't1',
  consultant_id: 'ada',
  package_id: 'p1',
  package_name: 'Pulse',
  assessment_id: 'a1',
  assessment_name: 'Engagement',
  cycles: [{ link: 'l1', cycle_id: 'c1', from: '2026-11-01T00:00:00.000Z', to: null }],
  include_named_texts: false,
  exported_at: '2026-11-26T10:00:00.000Z',
};

describe('the export log', () => {
  it('records each unmasked export once, with who, when, package, assessment and cycles', () => {
    spec
      .given([])
      .when({ type: 'RecordUnmaskedExport', data })
      .then([{ type: 'UnmaskedDataExported', data }]);
    spec
      .given([{ type: 'UnmaskedDataExported', data }])
      .when({ type: 'RecordUnmaskedExport', data })
      .then([]);
    spec
      .given([{ type: 'UnmaskedDataExported', data }])
      .when({ type: 'RecordUnmaskedExport', data: { ...data, export_id: 'e2' } })
      .then([{ type: 'UnmaskedDataExported', data: { ...data, export_id: 'e2' } }]);
  });

  it('refuses an export that names no cycle', () => {
    spec
      .given([])
      .when({ type: 'RecordUnmaskedExport', data: { ...data, cycles: [] } })
      .thenThrows('An export names its cycles', 400);
  });
});
