import { aiPeriodDays } from '@canopy/contracts/analytics/aiPeriods';
import type { AiTrigger } from '@canopy/contracts/analytics/aiEvents';
import { rangeLabel } from '@canopy/contracts/platform/dates';
import { workspaceTimeZone } from '../../shared/format/dates';

type Period = { period_start: string; period_end: string | null; is_forever: boolean; trigger?: AiTrigger };

/**
 * a period as the AI pages show it: days ('Oct 01 2026'), 'to current' while open, and '(forever link)' for an open
 * link's cycle; a monthly or quarterly run names its calendar month or quarter (the contracts' rule, ADR 0153)
 */
export const periodLabel = ({ period_start, period_end, is_forever, trigger = 'manual' }: Period) => {
  const { first, last } = aiPeriodDays({ trigger, period_start, period_end }, workspaceTimeZone(), 'written');
  return `${rangeLabel(first, last, (day) => day)}${is_forever ? ' (forever link)' : ''}`;
};
