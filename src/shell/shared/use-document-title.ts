import { useEffect } from 'react';
import { shellMessages } from './messages';

/** Sets `<title> - 工程咨询集团管理平台`, or just the platform name when `title` is empty (home pages). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = shellMessages.documentTitle(title);
  }, [title]);
}
