/**
 * The query keys of cloning, under the articles' (the live table refreshes `articles` on
 * `clones.changed`): a source's clone ledger.
 */
export const CLONES_KEY = ['articles', 'clones'] as const;
export const clonesKey = (articleId: number) => ['articles', 'clones', articleId] as const;
/** The clone history of a source article (every run). */
export const cloneRunsKey = (articleId: number) =>
  ['articles', 'clones', articleId, 'runs'] as const;
/** The copies the chosen articles have, per destination. */
export const cloneCopiesKey = (articleIds: readonly number[]) =>
  ['articles', 'clones', 'copies', articleIds.join(',')] as const;
