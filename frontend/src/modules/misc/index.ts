/** modules/misc has only pages, which app/pages.ts loads by path: it exports nothing. */
export {};
