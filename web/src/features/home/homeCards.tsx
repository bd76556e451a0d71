import type { ComponentType } from 'react';
import { LatestResultsCard } from './latest/LatestResultsCard';
import { MonitorCards } from './monitor/MonitorCards';
import { AlertsHomeCard } from '../alerts/AlertsHomeCard';
import { ActionPlanHomeCard } from '../actionPlans/home/ActionPlanHomeCard';

// The cards of Home under the workspace summary, in order. Each is self-contained (it asks for its own data by the
// workspace id); one line here adds a card. `wide` cards take the whole row, the others share it.

export type HomeCard = { id: string; Card: ComponentType<{ workspaceId: string }>; wide?: boolean };

export const HOME_CARDS: readonly HomeCard[] = [
  { id: 'latest-results', Card: LatestResultsCard, wide: true },
  { id: 'packages', Card: MonitorCards, wide: true },
  { id: 'alerts', Card: AlertsHomeCard },
  { id: 'action-plans', Card: ActionPlanHomeCard },
];
