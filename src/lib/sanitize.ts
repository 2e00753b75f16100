import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { isSafeUrl } from './safe-url';
import { EXTERNAL_LINK_REL, isExternalLink } from './link-rel';

// Post HTML is untrusted at render time: the REST API accepts any string in
// blog_posts.content, whatever the editor would have produced. The allowlist
// below is exactly the editor's output (StarterKit, TextAlign, Color,
// Highlight, Image with width, Link, Table); everything else goes.
// DOMPurify's defaults are not enough on their own: they keep <form>, any
// style attribute, protocol-relative links and data: images.

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'mark',
  'span',
  'table',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const ALLOWED_ATTR = [
  'href',
  'target',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'style',
  'data-color',
  'colspan',
  'rowspan',
  'colwidth',
  // Ordered lists keep their numbering.
  'start',
];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  // data-* would otherwise all pass; only the highlight's data-color is ours.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Belt and braces: these never pass even if the allowlist grows by mistake.
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'object',
    'embed',
    'script',
    'style',
    'link',
    'meta',
    'base',
    'svg',
    'math',
    'template',
  ],
  // The hook below decides href/src; this regexp is the first gate.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

const COLOR = /^(?:#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla)\(\s*[0-9.,%\s/deg]+\)|[a-z]{3,30})$/i;
const LENGTH = /^(?:\d{1,5}(?:\.\d{1,3})?(?:px|%|em|rem)|0|auto)$/i;

const STYLE_RULES: Record<string, RegExp> = {
  'text-align': /^(?:left|right|center|justify|start|end)$/i,
  color: COLOR,
  'background-color': COLOR,
  width: LENGTH,
};

/**
 * Keeps only the declarations the editor writes (alignment, text colour,
 * highlight, width) with plain values; url(), expression(), escapes,
 * comments, positioning and everything else are dropped.
 */
export function sanitizeStyle(style: string, tagName: string): string {
  const allowed = tagName.toLowerCase() === 'img' ? ['width'] : Object.keys(STYLE_RULES);
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const rule = STYLE_RULES[property];
    if (!rule || !allowed.includes(property)) continue;
    // No backslash escapes, comments or quotes: none are needed for these values.
    if (/[\\"'<>]|\/\*/.test(value)) continue;
    if (rule.test(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

function createPurifier(): Purifier | null {
  if (typeof window === 'undefined' || typeof window.document === 'undefined') return null;
  // A private instance, so the hooks never leak into another DOMPurify user.
  const purifier = DOMPurify(window);
  if (!purifier.isSupported) return null;

  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName;
    if (name === 'href') {
      if (!isSafeUrl(data.attrValue, 'link')) data.keepAttr = false;
    } else if (name === 'src') {
      if (!isSafeUrl(data.attrValue, 'image')) data.keepAttr = false;
    } else if (name === 'style') {
      const style = sanitizeStyle(data.attrValue, node.nodeName);
      if (style) data.attrValue = style;
      else data.keepAttr = false;
    } else if (name === 'target') {
      if (data.attrValue !== '_blank') data.keepAttr = false;
    }
  });

  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      // Outside links neither vouch for the target nor hand it window.opener.
      if (isExternalLink(href)) node.setAttribute('rel', EXTERNAL_LINK_REL);
      else if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.nodeName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });

  return purifier;
}

let purifier: Purifier | null | undefined;

/**
 * Cleans post HTML for rendering. Without a DOM (a Node script, a server)
 * there is nothing safe to return, so the result is ''.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (purifier === undefined) purifier = createPurifier();
  if (!purifier) return '';
  return purifier.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
