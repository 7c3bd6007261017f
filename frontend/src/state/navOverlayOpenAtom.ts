import { atom } from 'jotai';

/** Whether the overlay navigation drawer (narrow windows) is open. */
export const navOverlayOpenAtom = atom(false);
