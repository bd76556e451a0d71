/**
 * Build-time settings of the web app (Vite `VITE_*` variables, read when `vite build` runs).
 *
 * VITE_BLOCKCHAIN_SURVEYS_URL: where the side navigation's "Blockchain Surveys" link goes (a separate
 * product, opened in a new tab). Unset, the link is not shown: a link to a placeholder address would
 * send a consultant nowhere.
 */
export const BLOCKCHAIN_SURVEYS_URL: string | null = (import.meta.env.VITE_BLOCKCHAIN_SURVEYS_URL as string | undefined)?.trim() || null;

/** Spec: the default library is "{product} Library" at /assessments/{product}-assessments. */
export const PRODUCT_SLUG = 'canopy';
