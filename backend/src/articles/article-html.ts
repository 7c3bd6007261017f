import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(new JSDOM('').window);

/**
 * Article bodies come from WordPress sites we do not control: scripts, event handlers, frames,
 * forms and styles are removed before the HTML reaches a browser.
 */
export function sanitizeArticleHtml(html: string | null): string {
  if (!html) return '';
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
}
