/**
 * The images of a post's body and their rewriting to a destination's media library. Works on the
 * raw HTML as WordPress stores it (block comments included), changing only image addresses and
 * attachment ids, so everything else arrives byte for byte.
 */

const IMG_TAG = /<img\b[^>]*>/gi;
const ATTR = (name: string) => new RegExp(`(\\s${name}\\s*=\\s*)("([^"]*)"|'([^']*)')`, 'i');

export interface BodyImage {
  src: string | null;
  /** The addresses of its `srcset` candidates. */
  srcset: string[];
  /** From its `wp-image-<id>` class: the attachment on the source site. */
  attachmentId: number | null;
  /** Its `alt` text ('' when none). */
  alt: string;
  /** The text of its figure's `<figcaption>` ('' when none). */
  caption: string;
}

/** A figure holding no other figure (a gallery's images are figures in a figure). */
const INNER_FIGURE = /<figure\b[^>]*>((?:(?!<figure\b)[^])*?)<\/figure>/gi;
const FIGCAPTION = /<figcaption\b[^>]*>([^]*?)<\/figcaption>/i;

/** The caption's text: tags dropped, the usual entities decoded, spaces collapsed. */
const captionText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&#x27;/g, "'")
    .replace(/&amp;|&#0?38;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

function attr(tag: string, name: string): string | null {
  const m = ATTR(name).exec(tag);
  return m ? decodeAttr(m[3] ?? m[4] ?? '') : null;
}

const decodeAttr = (value: string) => value.replace(/&amp;/g, '&').replace(/&#0?38;/g, '&');
const encodeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function candidates(srcset: string | null): { url: string; descriptor: string }[] {
  if (!srcset) return [];
  return srcset
    .split(/,\s+(?=\S)/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [url, ...rest] = part.split(/\s+/);
      return { url: url!, descriptor: rest.join(' ') };
    });
}

/** Every `<img>` of the body, in order, with its alt text and its figure's caption. */
export function imagesIn(html: string): BodyImage[] {
  // The caption of each figure's image, by the position of its tag in the body.
  const captions = new Map<number, string>();
  for (const figure of html.matchAll(INNER_FIGURE)) {
    const inner = figure[1]!;
    const img = /<img\b[^>]*>/i.exec(inner);
    const caption = FIGCAPTION.exec(inner)?.[1];
    if (img && caption !== undefined) {
      const at = figure.index + figure[0].indexOf(inner) + img.index;
      captions.set(at, captionText(caption));
    }
  }
  return [...html.matchAll(IMG_TAG)].map((match) => {
    const tag = match[0];
    const id = /\bwp-image-(\d+)\b/.exec(attr(tag, 'class') ?? '')?.[1];
    return {
      src: attr(tag, 'src'),
      srcset: candidates(attr(tag, 'srcset')).map((c) => c.url),
      attachmentId: id ? Number(id) : null,
      alt: attr(tag, 'alt') ?? '',
      caption: captions.get(match.index) ?? '',
    };
  });
}

export interface ImageRewrite {
  /** Source address (full size or one of its sizes) → the destination's address. */
  urls: Map<string, string>;
  /** Source attachment id → the destination's. */
  ids: Map<number, number>;
}

function setAttr(tag: string, name: string, value: string | null): string {
  const re = ATTR(name);
  if (value === null)
    return tag.replace(new RegExp(`\\s${name}\\s*=\\s*("[^"]*"|'[^']*')`, 'i'), '');
  if (re.test(tag)) return tag.replace(re, (_, head: string) => `${head}"${encodeAttr(value)}"`);
  return tag.replace(/^<img\b/i, `<img ${name}="${encodeAttr(value)}"`);
}

/**
 * The body with every image served by the destination: `src` and `srcset` addresses, links to
 * the image files, `wp-image-<id>` classes and the image blocks' `"id"` rewritten. A `srcset`
 * candidate without a destination address is dropped (the attribute too when none is left).
 */
export function rewriteImages(html: string, map: ImageRewrite): string {
  const mapUrl = (url: string) => map.urls.get(url) ?? map.urls.get(decodeAttr(url)) ?? null;
  let out = html.replace(IMG_TAG, (tag) => {
    let next = tag;
    const src = attr(tag, 'src');
    if (src && mapUrl(src)) next = setAttr(next, 'src', mapUrl(src));
    const set = candidates(attr(tag, 'srcset'));
    if (set.length > 0) {
      const kept = set
        .map((c) => ({ url: mapUrl(c.url), descriptor: c.descriptor }))
        .filter((c): c is { url: string; descriptor: string } => c.url !== null);
      if (kept.length > 0) {
        next = setAttr(
          next,
          'srcset',
          kept.map((c) => `${c.url}${c.descriptor ? ` ${c.descriptor}` : ''}`).join(', '),
        );
      } else {
        next = setAttr(setAttr(next, 'srcset', null), 'sizes', null);
      }
    }
    next = next.replace(/\bwp-image-(\d+)\b/g, (whole, id: string) => {
      const to = map.ids.get(Number(id));
      return to ? `wp-image-${to}` : whole;
    });
    next = next.replace(
      /(\sdata-id\s*=\s*["'])(\d+)(["'])/i,
      (whole, a: string, id: string, b: string) => {
        const to = map.ids.get(Number(id));
        return to ? `${a}${to}${b}` : whole;
      },
    );
    return next;
  });
  // Image and gallery blocks name their attachments in the block comment.
  out = out.replace(/<!--\s*wp:(image|gallery|media-text|cover)\b([^]*?)-->/g, (comment) =>
    comment.replace(/("(?:id|mediaId)"\s*:\s*)(\d+)/g, (whole, key: string, id: string) => {
      const to = map.ids.get(Number(id));
      return to ? `${key}${to}` : whole;
    }),
  );
  // Links to the image files ("link to media file") and any other mention of a copied address.
  const urls = [...map.urls.keys()].sort((a, b) => b.length - a.length);
  for (const url of urls) {
    const to = map.urls.get(url)!;
    out = out.split(url).join(to);
    const encoded = encodeAttr(url);
    if (encoded !== url) out = out.split(encoded).join(encodeAttr(to));
  }
  return out;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A size of an uploaded image as WordPress names its file (`…/photo-1024x683.jpg`): the full-size
 * address it was made from (`…/photo.jpg`) and its `WIDTHxHEIGHT`; null for any other address.
 */
export function sizeVariantOf(url: string): { full: string; dimensions: string } | null {
  const m = /^([^?#]*\/[^/?#]+)-(\d+)x(\d+)(\.[a-z0-9]{2,5})$/i.exec(url);
  return m ? { full: `${m[1]}${m[4]}`, dimensions: `${m[2]}x${m[3]}` } : null;
}

/** Whether the HTML names this address (not as the start of a longer one). */
const mentions = (html: string, url: string) =>
  new RegExp(`${escapeRe(url)}(?![\\w.-])`).test(html);

/** Every address of a size of the image `full` that the HTML names (`…/photo-300x200.jpg`). */
export function variantsIn(html: string, full: string): string[] {
  const m = /^(.*)(\.[a-z0-9]{2,5})$/i.exec(full);
  if (!m) return [];
  const re = new RegExp(`${escapeRe(m[1]!)}-\\d+x\\d+${escapeRe(m[2]!)}(?![\\w.-])`, 'g');
  return [...new Set(html.match(re) ?? [])];
}

/**
 * The full-size address of a body image, when its own addresses tell it for sure: its one address
 * that is not a size (`photo.jpg`), or the file its sizes were made from when the HTML names that
 * file too (a link to the media file, a `srcset` candidate). Every size it names must be a size of
 * that file. Null when unsure (WordPress's `-scaled` originals, edited images, odd names).
 */
function fullAddressOf(html: string, image: BodyImage): string | null {
  const urls = [image.src, ...image.srcset].filter((u): u is string => !!u);
  const plain = [...new Set(urls.filter((u) => !sizeVariantOf(u)))];
  const made = [...new Set(urls.map((u) => sizeVariantOf(u)?.full).filter((u) => !!u))];
  let full: string | null = null;
  if (plain.length === 1) full = plain[0]!;
  else if (plain.length === 0 && made.length === 1 && mentions(html, made[0]!)) full = made[0]!;
  if (!full || made.some((u) => u !== full)) return null;
  return full;
}

export interface ImagePlan {
  /**
   * Attachments whose full-size address is known without asking the source (the stored featured
   * image, body images' own addresses), with the addresses of their sizes the HTML names.
   */
  known: Map<number, { url: string; variants: string[] }>;
  /** Attachments to look up on the source (their full-size address is not certain). */
  lookup: number[];
}

/**
 * Which attachments of a body (and its featured image, whose address the sync stored; null when it
 * is not known) can be copied from the addresses at hand, and which must be looked up on the
 * source site. An attachment named with two different full-size addresses is looked up.
 */
export function planImages(
  html: string,
  body: BodyImage[],
  featured: { id: number; url: string | null } | null,
): ImagePlan {
  const fulls = new Map<number, string | null>();
  const decide = (id: number, full: string | null) => {
    const had = fulls.get(id);
    fulls.set(id, had === undefined || had === full ? full : null);
  };
  if (featured) decide(featured.id, featured.url);
  for (const image of body) {
    if (image.attachmentId !== null) decide(image.attachmentId, fullAddressOf(html, image));
  }
  const plan: ImagePlan = { known: new Map(), lookup: [] };
  for (const [id, full] of fulls) {
    if (full === null) plan.lookup.push(id);
    else plan.known.set(id, { url: full, variants: variantsIn(html, full) });
  }
  return plan;
}
