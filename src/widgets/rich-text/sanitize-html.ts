import createDOMPurify, { type DOMPurify } from 'dompurify';

// An allow-list over DOMPurify: formatting, links, pictures, tables, and TipTap's mention spans (data-type, data-id,
// data-label). Inline styles keep only harmless properties; links opening a new window get rel="noopener noreferrer".
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'font',
];
const ALLOWED_ATTR = ['style', 'title', 'align', 'href', 'target', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'color', 'size',
  'data-type', 'data-id', 'data-label'];
const ALLOWED_STYLES = new Set(['color', 'background-color', 'font-size', 'font-weight', 'font-style', 'text-align', 'text-decoration', 'text-indent', 'line-height', 'width', 'height']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|\.\/|\.\.\/|#|[^a-z]|[a-z+.-]*(?:[^a-z+.\-:]|$))/i;
const SAFE_IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp);base64,/i;

function safeStyle(style: string): string {
  return style
    .split(';')
    .map((rule) => rule.split(':'))
    .filter(([name, ...rest]) => name && rest.length && ALLOWED_STYLES.has(name.trim().toLowerCase()))
    .map(([name, ...rest]) => [name.trim().toLowerCase(), rest.join(':').trim()] as const)
    .filter(([, value]) => !/url\s*\(|expression\s*\(|javascript:|[<>]/i.test(value))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}

let purifier: DOMPurify | undefined;
function instance(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'style') {
      data.attrValue = safeStyle(data.attrValue);
      if (!data.attrValue) data.keepAttr = false;
    }
    // DOMPurify lets pictures carry any data: URL; only pictures' own types stay.
    if (data.attrName === 'src' && /^\s*data:/i.test(data.attrValue)) {
      if (node.nodeName === 'IMG' && SAFE_IMAGE_DATA.test(data.attrValue.trim())) data.forceKeepAttr = true;
      else data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return purifier;
}

/**
 * Sanitises HTML against an allow-list of tags, attributes, URL schemes and CSS properties (DOMPurify).
 *
 * @example
 * sanitizeHtml('<p onclick="x()">通知<script>alert(1)</script></p>'); // '<p>通知</p>'
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, {
    ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOWED_URI_REGEXP: SAFE_URL,
    FORBID_CONTENTS: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'textarea', 'select', 'button'],
  });
}
