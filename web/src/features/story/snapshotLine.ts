import { sampleOf } from '@canopy/contracts/analytics/chartSample';
import type { Snapshot } from '@canopy/contracts/story/api';
import { settingsLine } from '@canopy/contracts/story/settingsLine';

/** the line under a snapshot: what it was drawn with and, for a chart, its n as the Culture card stated it (respondents) */
export const snapshotLine = (snapshot: Pick<Snapshot, 'settings' | 'data'>): string =>
  [settingsLine(snapshot.settings), snapshot.data ? sampleOf(snapshot.data) : ''].filter(Boolean).join(' · ');
