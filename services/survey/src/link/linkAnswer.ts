import { daysLeft } from '@canopy/contracts/platform/dates';
import { LinkPaths, type PackageLinkResponse } from '@canopy/contracts/survey/links';
import { linkStateOf, type LinkRow } from '@canopy/projections/survey/packageLinks/read';

/** the package card's view of its link; `baseUrl` is the public address respondents open (PUBLIC_URL) */
export const linkAnswer = (
  packageId: string,
  row: LinkRow | null,
  rules: { has_delayed_messages: boolean; min_number_of_days: number },
  baseUrl: string,
  now: Date,
): PackageLinkResponse => {
  const common = {
    package_id: packageId,
    is_has_delayed_message: rules.has_delayed_messages,
    min_number_of_days: rules.min_number_of_days,
  };
  if (!row) {
    return {
      ...common,
      package_link: '',
      cycle_id: null,
      days_difference: 0,
      is_forever: false,
      link_expiration: 0,
      link_created_at: null,
      is_paused: false,
      is_expired: false,
      links: null,
    };
  }
  const path = LinkPaths.respondentPage(row.link_id);
  const expires = row.expires_at?.getTime() ?? null;
  return {
    ...common,
    package_link: row.link_id,
    cycle_id: row.cycle_id,
    days_difference: row.expires_at === null ? 0 : daysLeft(row.expires_at, now),
    is_forever: row.is_forever,
    link_expiration: expires === null ? 0 : Math.floor(expires / 1000),
    link_created_at: row.created_at.toISOString(),
    is_paused: row.is_paused,
    is_expired: linkStateOf(row, now) === 'expired',
    links: { combined_link: path, public_link: `${baseUrl}${path}` },
  };
};
