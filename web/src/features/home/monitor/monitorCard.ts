import type { ParticipationItem } from '@canopy/contracts/analytics/api';
import type { DelayedMessage } from '@canopy/contracts/messaging/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';

// What the Home page's monitor card says of one package: its link, participation in its current cycle against the
// one before, and the next message waiting to go out.

export type LinkState = 'none' | 'active' | 'paused' | 'expired';
export type CycleCount = { date: string; finished: number; invited: number };
export type MonitorCard = {
  linkState: LinkState;
  /** days until the link ends; null for a forever link or none */
  daysLeft: number | null;
  current: CycleCount | null;
  previous: CycleCount | null;
  nextMessage: { sendAt: string; subject: string } | null;
};

export const linkStateOf = (link: PackageLinkResponse | undefined): LinkState => {
  if (!link || link.package_link === '') return 'none';
  if (link.is_expired) return 'expired';
  return link.is_paused ? 'paused' : 'active';
};

const countOf = (item: ParticipationItem): CycleCount => ({
  date: item.cycle_date,
  finished: item.number_of_finished,
  invited: item.number_of_finished + item.number_of_unfinished,
});

export const monitorCardOf = (
  packageId: string,
  link: PackageLinkResponse | undefined,
  participation: readonly ParticipationItem[],
  messages: readonly DelayedMessage[],
  now: Date,
): MonitorCard => {
  const cycles = participation
    .filter((item) => item.package_id === packageId)
    .sort((a, b) => Date.parse(b.cycle_date) - Date.parse(a.cycle_date));
  const state = linkStateOf(link);
  // the link's own cycle when it has one; otherwise the latest cycle answered
  const current = cycles.find((item) => link?.cycle_id && item.cycle_id === link.cycle_id) ?? cycles[0];
  const previous = current ? cycles[cycles.indexOf(current) + 1] : undefined;
  const next = messages
    .filter(
      (message) => message.package_id === packageId && message.status === 'registered' && Date.parse(message.send_at) >= now.getTime(),
    )
    .sort((a, b) => Date.parse(a.send_at) - Date.parse(b.send_at))[0];
  return {
    linkState: state,
    daysLeft: state === 'none' || link?.is_forever ? null : (link?.days_difference ?? null),
    current: current ? countOf(current) : null,
    previous: previous ? countOf(previous) : null,
    nextMessage: next ? { sendAt: next.send_at, subject: next.metadata.email_subject } : null,
  };
};
