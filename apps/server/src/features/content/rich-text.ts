/**
 * Rich text from the staff editor, made safe before it is stored and again before it is served
 * (a row written before a rule changed gets the current rules): an allow-list of formatting tags,
 * links and images only to http(s), mailto and tel or our own paths, no script, style or event
 * handler attributes, and links to other hosts open in a new window without access to ours.
 */
import sanitizeHtml from 'sanitize-html';
import { memoByText } from '../../shared/memo-by-text.js';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // What a dropped tag held is dropped with it (the script's text is not shown as text either).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    // An image without a description is taken as decorative, so screen readers skip it.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const external = href !== undefined && /^https?:/i.test(href.trim());
      return {
        tagName,
        attribs: {
          ...(href === undefined ? {} : { href }),
          ...(title === undefined ? {} : { title }),
          ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
        },
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Sanitized HTML of a rich-text body. Lists sanitize every body on every read (~0.1 ms for a short
 * notice, most of what the notice list and the promotions cost a request): the answers for the bodies
 * read last are kept, up to a million characters of source (a few MB with the answers).
 */
export const sanitizeRichText = memoByText((html) => sanitizeHtml(html, OPTIONS).trim(), 1_000_000);

/** Plain text: every tag removed, entities kept as text. */
export const plainText = (text: string): string =>
  sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' }).trim();
