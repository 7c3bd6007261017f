import { atom } from 'jotai';

/** Ids of the articles ticked in the articles list, kept across pages for the clone action. */
export const selectedArticlesAtom = atom<readonly number[]>([]);
