import type { Config, DOMPurify } from 'dompurify';
import { domWindow, lazyPurify } from './dom-purify';

/**
 * Hosts whose players a newsroom embeds (what WordPress's oEmbed turns a YouTube, Vimeo, X or
 * Instagram link into), with the paths their embeds live under. Any other frame is dropped.
 */
export const TRUSTED_EMBEDS: { hosts: string[]; path: RegExp }[] = [
  {
    hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'],
    path: /^\/embed\//,
  },
  { hosts: ['player.vimeo.com'], path: /^\/video\// },
  { hosts: ['platform.twitter.com', 'platform.x.com'], path: /^\/embed\// },
  { hosts: ['www.instagram.com', 'instagram.com'], path: /^\/(p|reel|tv)\/[^/]+\/embed\/?/ },
];

/** What an embedded player may do: run its own script in its own origin, open its links. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-presentation';

/** Inline styles kept: alignment and colour, as the block editor writes them. */
const KEPT_STYLES = [
  'text-align',
  'vertical-align',
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'text-decoration',
];

export function trustedEmbed(src: string | null): boolean {
  if (!src) return false;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    TRUSTED_EMBEDS.some((e) => e.hosts.includes(url.hostname) && e.path.test(url.pathname))
  );
}

/** Only alignment and colour declarations, and none whose value could fetch or run anything. */
function keptStyle(style: string): string {
  const probe = domWindow().document.createElement('span');
  probe.setAttribute('style', style);
  const kept: string[] = [];
  for (const property of KEPT_STYLES) {
    const value = probe.style.getPropertyValue(property).trim();
    if (value && !/url\s*\(|expression|javascript:|[\\<>{};]|@/i.test(value)) {
      kept.push(`${property}: ${value}`);
    }
  }
  return kept.join('; ');
}

function addHooks(purify: DOMPurify): void {
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'style') {
      const style = keptStyle(data.attrValue);
      if (style) data.attrValue = style;
      else data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', afterAttributes);
}

const purify = lazyPurify(addHooks);

/** Frames only of trusted players, sandboxed; a link opening a new tab cannot reach this page. */
function afterAttributes(node: Element): void {
  const tag = node.nodeName.toLowerCase();
  if (tag === 'iframe') {
    if (!trustedEmbed(node.getAttribute('src'))) {
      node.parentNode?.removeChild(node);
      return;
    }
    node.setAttribute('sandbox', EMBED_SANDBOX);
    node.setAttribute('loading', 'lazy');
    node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  }
  if (node.hasAttribute('target')) {
    if (node.getAttribute('target') === '_blank' && tag === 'a') {
      const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      rel.add('noreferrer');
      node.setAttribute('rel', [...rel].join(' '));
    } else {
      node.removeAttribute('target');
    }
  }
}

/**
 * Article bodies come from WordPress sites we do not control. Kept: what a newsroom publishes —
 * text and media, embeds of trusted players (in a sandboxed frame), inline alignment and colour,
 * links opening a new tab (without access to this page), SVG and MathML. Dropped: scripts, event
 * handlers, `javascript:` links, other frames, forms, objects and style sheets. Run when the sync
 * stores a body, and again when the API returns one.
 */
export function sanitizeArticleHtml(html: string | null): string {
  if (!html) return '';
  return plainBody(html) ?? sanitizeWithDom(html);
}

/** The full sanitiser (DOMPurify on jsdom), whatever the body. */
export function sanitizeWithDom(html: string): string {
  return purify().sanitize(html, SYNC_PROFILE);
}

/** A WordPress block delimiter (`<!-- wp:image {"id":5} -->`, `<!-- /wp:image -->`). */
const BLOCK_DELIMITER = /^\s*\/?wp:[a-z0-9/-]+(\s+\{[^<>]*\})?\s*\/?\s*$/;

/**
 * The addresses a published link or source may have (issue 29: "article links keep only http(s)"):
 * http(s) and addresses without a scheme, which resolve to http(s) on the site (relative,
 * `#fragment`, `//host`). A `mailto:`, `tel:` or any other scheme loses its link, its text kept. Images and media may also carry
 * `data:` sources (DOMPurify's DATA_URI_TAGS), which run nothing.
 */
const PUBLISHED_URI = /^(?:https?:|(?![a-z][a-z0-9+.-]*:))/i;

/** Set by the publishing sanitiser's hooks when they rewrote or dropped something themselves. */
let publishChanged = false;

const publisher = lazyPurify((instance) => {
  // Before the shared hooks rewrite it: a style losing a declaration is a change.
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    const declared = data.attrValue.split(';').filter((d) => d.trim()).length;
    const kept = keptStyle(data.attrValue);
    if ((kept ? kept.split('; ').length : 0) < declared) publishChanged = true;
  });
  addHooks(instance);
  // Comments other than the block editor's delimiters go.
  instance.addHook('uponSanitizeElement', (node) => {
    if (node.nodeType === 8 && !BLOCK_DELIMITER.test(node.textContent ?? '')) {
      node.parentNode?.removeChild(node);
      publishChanged = true;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!node.isConnected && node.nodeName.toLowerCase() === 'iframe') publishChanged = true;
  });
});

/**
 * What we write to WordPress (ARCHITECTURE "What we publish is clean"): the sync's sanitiser,
 * whoever wrote the body (a verbatim copy, an AI rework or translation, a generated article), so
 * a script, a handler or a `javascript:` link never reaches a site where the API user has
 * `unfiltered_html`. It keeps what the sync keeps (embeds, `srcset`, figures, galleries) and the
 * block editor's delimiters; links and sources keep only http(s) or a relative address
 * (PUBLISHED_URI).
 */
export function sanitizeForPublish(html: string): string {
  if (!html) return '';
  // Without a "<" there is no markup: the text stays exactly as written (`&` unescaped).
  if (!html.includes('<')) return plainForPublish(html);
  const purify = publisher();
  publishChanged = false;
  // Inside an element: a body's leading comment (a block's opening delimiter) would otherwise be
  // parsed before the body, and lost.
  const body = purify.sanitize(`<div>${html}</div>`, {
    ...SYNC_PROFILE,
    ADD_TAGS: [...SYNC_TAGS, '#comment'],
    ALLOWED_URI_REGEXP: PUBLISHED_URI,
    RETURN_DOM: true,
  });
  // Nothing taken out: the body goes as it was written, byte for byte (a verbatim copy stays
  // verbatim, `<img … />` and all); otherwise as the sanitiser serialises what it kept.
  if (purify.removed.length === 0 && !publishChanged) return html;
  // The wrapper's content, and whatever a stray `</div>` of the body left after it.
  const root = body as Element;
  const wrapper = root.firstElementChild;
  if (wrapper) wrapper.replaceWith(...Array.from(wrapper.childNodes));
  return root.innerHTML;
}

/**
 * A title or an SEO field for WordPress: text, no markup (tags dropped, entities left as they are
 * written), no control characters.
 */
export function plainForPublish(text: string): string {
  return (
    text
      .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
      // What the HTML parser reads as a tag or a comment; a `<` before a space or a digit is text.
      .replace(/<[a-z!?/][^>]*>?/gi, '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\0-\x08\x0b\x0c\x0e-\x1f\x7f]/g, '')
  );
}

/** The sync's profile: what a newsroom's article may hold (see `sanitizeArticleHtml`). */
const SYNC_TAGS = ['iframe'];
const SYNC_PROFILE: Config = {
  USE_PROFILES: { html: true, svg: true, svgFilters: true, mathMl: true },
  ADD_TAGS: SYNC_TAGS,
  ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder', 'style'],
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'object',
    'embed',
    'foreignObject',
  ],
  FORBID_ATTR: ['srcdoc'],
  ALLOW_DATA_ATTR: false,
};

/** Text-level elements kept as they are when they carry no attribute. */
const PHRASING = new Set([
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'mark',
  'small',
]);
/** Blocks holding text-level content only. */
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Named references the fast path decodes; any other sends the body to the full sanitiser. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  euro: '\u20ac',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  middot: '\u00b7',
  bull: '\u2022',
  deg: '\u00b0',
};
const TOKEN = /<(\/?)([a-z][a-z0-9]*)(\s*\/?)>|&(#[0-9]{1,7}|#x[0-9a-fA-F]{1,6}|[a-z]+);|[<&]/g;
/** Control characters (tab and line feed aside) the parser would report or replace. */
// eslint-disable-next-line no-control-regex
const BAD_TEXT = /[\0-\x08\x0b-\x1f\x7f]/;

const escapeText = (text: string) =>
  text.replace(/[&<>\u00a0]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&nbsp;',
  );

function reference(ref: string): string | null {
  if (!ref.startsWith('#')) return NAMED[ref] ?? null;
  const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
  // What the HTML parser would replace or map (NUL, surrogates, C1 controls, beyond Unicode).
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff)) {
    return null;
  }
  if (code > 0x10ffff || (code & 0xfffe) === 0xfffe || (code >= 0xfdd0 && code <= 0xfdef)) {
    return null;
  }
  return String.fromCodePoint(code);
}

/**
 * The sanitiser's answer for the plain bodies most posts have — paragraphs, headings, lists and
 * quotes of text with bold, italics and the like, no attribute, well nested — without building a
 * DOM: the same markup, text references decoded and re-escaped as the DOM serialiser writes them.
 * Null for anything else (an attribute, a comment, an entity it does not know, an element it does
 * not list, nesting the HTML parser would repair), which the full sanitiser handles.
 */
export function plainBody(html: string): string | null {
  // DOMPurify's own shortcut: without a "<" there is no markup, and it returns the text as is.
  if (!html.includes('<')) return html;
  if (html.includes('\r') || BAD_TEXT.test(html)) return null;
  const open: string[] = [];
  let out = '';
  let text = '';
  let at = 0;
  const flushText = (): boolean => {
    // Only whitespace may sit directly in a list.
    const top = open[open.length - 1];
    if ((top === 'ul' || top === 'ol') && text.trim() !== '') return false;
    out += escapeText(text);
    text = '';
    return true;
  };
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    text += html.slice(at, m.index);
    at = m.index + m[0].length;
    if (m[4] !== undefined) {
      const decoded = reference(m[4]);
      if (decoded === null) return null;
      text += decoded;
      continue;
    }
    if (m[2] === undefined) return null; // a lone "<" or "&": leave it to the parser
    if (!flushText()) return null;
    const [, closing, tag, tail] = m as unknown as [string, string, string, string];
    const top = open[open.length - 1];
    const inText = top !== undefined && (TEXT_BLOCKS.has(top) || PHRASING.has(top));
    if (tag === 'br') {
      if (closing || top === 'ul' || top === 'ol') return null;
      out += '<br>';
      continue;
    }
    if (tail.includes('/')) return null;
    if (closing) {
      if (open.pop() !== tag) return null;
      out += `</${tag}>`;
      continue;
    }
    if (PHRASING.has(tag)) {
      if (top === 'ul' || top === 'ol') return null;
    } else if (TEXT_BLOCKS.has(tag) || tag === 'blockquote' || tag === 'ul' || tag === 'ol') {
      if (inText || top === 'ul' || top === 'ol') return null;
    } else if (tag === 'li') {
      if (top !== 'ul' && top !== 'ol') return null;
    } else {
      return null;
    }
    open.push(tag);
    out += `<${tag}>`;
  }
  text += html.slice(at);
  if (open.length > 0 || !flushText()) return null;
  return out;
}
