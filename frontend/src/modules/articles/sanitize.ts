import DOMPurify from 'dompurify';

/**
 * The API already sanitises article HTML; this second pass in the browser keeps a bug or an old
 * row from ever running script here. No scripts, handlers, forms, frames or inline styles.
 */
export function sanitizeArticleHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
    FORBID_ATTR: ['style'],
  });
}
