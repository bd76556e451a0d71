import { ExportsMessages } from '@canopy/contracts/analytics/exports';
import { errorDetail, isApiError } from '../../shared/api/http';

/** what a failed lookup tells the consultant: the server's detail, or the spec's words for an answer of the wrong shape */
export const lookupError = (error: unknown) =>
  isApiError(error) && error.status >= 200 && error.status < 300
    ? `${ExportsMessages.wrongFormat}. ${ExportsMessages.tryLater}`
    : errorDetail(error);
