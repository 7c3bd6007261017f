import DOMPurify from 'dompurify';

/** Players a newsroom embeds (the API keeps only these frames too), with their embed paths. */
const TRUSTED_EMBEDS: { hosts: string[]; path: RegExp }[] = [
  { hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'], path: /^\/embed\// },
  { hosts: ['player.vimeo.com'], path: /^\/video\// },
  { hosts: ['platform.twitter.com', 'platform.x.com'], path: /^\/embed\// },
  { hosts: ['www.instagram.com', 'instagram.com'], path: /^\/(p|reel|tv)\/[^/]+\/embed\/?/ },
];
const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-presentation';
const KEPT_STYLES = [
  'text-align',
  'vertical-align',
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'text-decoration',
];

function trustedEmbed(src: string | null): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return (
      url.protocol === 'https:' &&
      !url.username &&
      TRUSTED_EMBEDS.some((e) => e.hosts.includes(url.hostname) && e.path.test(url.pathname))
    );
  } catch {
    return false;
  }
}

function keptStyle(style: string): string {
  const probe = document.createElement('span');
  probe.setAttribute('style', style);
  return KEPT_STYLES.map((property) => [property, probe.style.getPropertyValue(property).trim()])
    .filter(([, value]) => value && !/url\s*\(|expression|javascript:|[\\<>{};]|@/i.test(value))
    .map(([property, value]) => `${property}: ${value}`)
    .join('; ');
}

const purify = DOMPurify(window);
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style') {
    const style = keptStyle(data.attrValue);
    if (style) data.attrValue = style;
    else data.keepAttr = false;
  }
});
purify.addHook('afterSanitizeAttributes', (node) => {
  const tag = node.nodeName.toLowerCase();
  if (tag === 'iframe') {
    if (!trustedEmbed(node.getAttribute('src'))) {
      node.parentNode?.removeChild(node);
      return;
    }
    node.setAttribute('sandbox', EMBED_SANDBOX);
    node.setAttribute('loading', 'lazy');
  }
  if (node.hasAttribute('target')) {
    if (tag === 'a' && node.getAttribute('target') === '_blank') {
      const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      rel.add('noreferrer');
      node.setAttribute('rel', [...rel].join(' '));
    } else node.removeAttribute('target');
  }
});

/**
 * The API already sanitises article HTML (when it stores it and when it returns it); this second
 * pass in the browser keeps a bug or an old row from ever running script here. The same rules:
 * trusted players in sandboxed frames, alignment and colour, new-tab links without access to this
 * page, SVG and MathML; no scripts, handlers, other frames, forms or style sheets.
 */
export function sanitizeArticleHtml(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true, svg: true, svgFilters: true, mathMl: true },
    ADD_TAGS: ['iframe'],
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
  });
}
