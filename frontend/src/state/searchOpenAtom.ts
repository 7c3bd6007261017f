import { atom } from 'jotai';

/** The route search omnibar (Ctrl/Cmd+K). */
export const searchOpenAtom = atom(false);
