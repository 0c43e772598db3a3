import { siteName } from '@inklined/brand/site-facts';
import { useEffect } from 'react';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${siteName}`;
}

export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
