import { atom } from 'jotai';

export const customizerOpenAtom = atom(false);
