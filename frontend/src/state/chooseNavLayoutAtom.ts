import { atom } from 'jotai';
import { navCollapsedAtom } from './navCollapsedAtom';
import { navLayoutAtom, type NavLayout } from './navLayoutAtom';
import { navbarTypeAtom } from './navbarTypeAtom';

/**
 * Changes the navigation layout. The horizontal menu lives in the navbar, so choosing it makes
 * a hidden navbar sticky and clears the vertical collapse.
 */
export const chooseNavLayoutAtom = atom(null, (get, set, layout: NavLayout) => {
  set(navLayoutAtom, layout);
  if (layout === 'horizontal') {
    if (get(navbarTypeAtom) === 'hidden') set(navbarTypeAtom, 'sticky');
    set(navCollapsedAtom, false);
  }
});
