/**
 * The browser's sanitizer (DOMPurify) for every text the portal shows as HTML: notices, events,
 * promotions and the legal texts. The server already sanitized what staff saved; this is the second
 * line, so a row stored before a rule changed, or a bug on the server, still cannot run script.
 */
import DOMPurify from 'dompurify';

const purify = DOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  // An image without a description is taken as decorative, so screen readers skip it.
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  if (href === null) return;
  const target = new URL(href, window.location.href);
  if (target.origin !== window.location.origin && /^https?:$/.test(target.protocol)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
  }
});

/** Safe HTML: no script, no event handler, no style, no script URL, no form or frame. */
export const sanitizeHtml = (html: string): string =>
  purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'srcset'],
  });
