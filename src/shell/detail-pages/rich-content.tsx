import DOMPurify from 'dompurify';

/** Rich text the server already sanitised, sanitised again here before it meets the DOM. */
export function RichContent({ html }: { html: string }) {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
  return <div className="detail-rich" dangerouslySetInnerHTML={{ __html: clean }} />;
}
