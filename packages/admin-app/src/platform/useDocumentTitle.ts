import { useEffect } from 'react';
import { appName } from './config';

/** Sets the tab title to "{title} · Processor Admin" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title]);
}
