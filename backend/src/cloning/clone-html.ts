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
}

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

/** Every `<img>` of the body, in order. */
export function imagesIn(html: string): BodyImage[] {
  return [...html.matchAll(IMG_TAG)].map(([tag]) => {
    const id = /\bwp-image-(\d+)\b/.exec(attr(tag, 'class') ?? '')?.[1];
    return {
      src: attr(tag, 'src'),
      srcset: candidates(attr(tag, 'srcset')).map((c) => c.url),
      attachmentId: id ? Number(id) : null,
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
