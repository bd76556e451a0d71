import { instantToWallTime } from '../../../shared/format/wallTime';
import { usePackageLink } from '../../packages/hooks/usePackageLink';

/** when a scheduled message may go: from today until the package's link ends (a forever link has no end) */
export type SendWindow = { linkEnd: Date | null; firstDay: string; lastDay: string | undefined };

export function useSendWindow(packageId: string): SendWindow {
  const link = usePackageLink(packageId);
  const linkEnd = link.data && !link.data.is_forever && link.data.link_expiration > 0 ? new Date(link.data.link_expiration * 1000) : null;
  return { linkEnd, firstDay: instantToWallTime(new Date()).date, lastDay: linkEnd ? instantToWallTime(linkEnd).date : undefined };
}
