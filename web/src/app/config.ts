/**
 * Build-time settings of the web app (Vite `VITE_*` variables, read when `vite build` runs).
 *
 * VITE_BLOCKCHAIN_SURVEYS_URL: where the side navigation's "Blockchain Surveys" link goes (a separate
 * product, opened in a new tab). Defaults to a placeholder address until the real one is known.
 */
export const BLOCKCHAIN_SURVEYS_URL: string =
  (import.meta.env.VITE_BLOCKCHAIN_SURVEYS_URL as string | undefined) || 'https://canopy.local/blockchain-surveys';

/** Spec: the default library is "{product} Library" at /assessments/{product}-assessments. */
export const PRODUCT_SLUG = 'canopy';
