/**
 * The query keys of cloning, under the articles' (the live table refreshes `articles` on
 * `clones.changed`): a source's clone ledger.
 */
export const CLONES_KEY = ['articles', 'clones'] as const;
export const clonesKey = (articleId: number) => ['articles', 'clones', articleId] as const;
