import { sanitizeHtml } from '@/widgets/rich-text/sanitize-html';

/** Rich text the server already sanitised, sanitised again here before it meets the DOM. */
export function RichContent({ html }: { html: string }) {
  return <div className="detail-rich" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
