import { useEffect } from 'react';

export const PRODUCT_NAME = 'Canopy';

/** "Canopy" for the home page, "{page} · Canopy" elsewhere. */
export function formatPageTitle(page?: string): string {
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets `document.title` while the calling page is mounted. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}
