// A small allow-list sanitiser on the browser's DOMParser (DOMPurify is not installed). Anything not listed is
// dropped: unknown elements keep only their text, dangerous ones (script, style, iframe...) vanish with content.

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'font',
]);
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'textarea', 'select', 'button', 'input', 'link', 'meta', 'base']);
const ALLOWED_ATTRS: Record<string, string[]> = {
  '*': ['style', 'title', 'align'],
  a: ['href', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  font: ['color', 'size'],
};
const ALLOWED_STYLES = new Set(['color', 'background-color', 'font-size', 'font-weight', 'font-style', 'text-align', 'text-decoration', 'text-indent', 'line-height', 'width', 'height']);

function safeUrl(value: string, forImage: boolean): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"), so strip them first.
  const url = [...value].filter((c) => c.charCodeAt(0) > 32).join('').toLowerCase();
  if (/^(https?:|mailto:|tel:|\/|\.\/|\.\.\/|#)/.test(url) || !/^[a-z][a-z0-9+.-]*:/.test(url)) return true;
  return forImage && /^data:image\/(png|jpe?g|gif|webp);base64,/.test(url);
}

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

function clean(node: Node, doc: Document): void {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.remove();
      continue;
    }
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      element.remove();
      continue;
    }
    clean(element, doc);
    if (!ALLOWED_TAGS.has(tag)) {
      element.replaceWith(...[...element.childNodes]);
      continue;
    }
    const allowed = [...ALLOWED_ATTRS['*'], ...(ALLOWED_ATTRS[tag] ?? [])];
    for (const attr of [...element.attributes]) {
      const name = attr.name.toLowerCase();
      if (!allowed.includes(name)) element.removeAttribute(attr.name);
      else if ((name === 'href' || name === 'src') && !safeUrl(attr.value, tag === 'img')) element.removeAttribute(attr.name);
      else if (name === 'style') {
        const style = safeStyle(attr.value);
        if (style) element.setAttribute('style', style);
        else element.removeAttribute('style');
      }
    }
    if (tag === 'a' && element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
    else if (tag === 'a') element.removeAttribute('target');
  }
}

/**
 * Sanitises HTML against an allow-list of tags, attributes, URL schemes and CSS properties.
 *
 * @example
 * sanitizeHtml('<p onclick="x()">通知<script>alert(1)</script></p>'); // '<p>通知</p>'
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body, doc);
  return doc.body.innerHTML;
}
