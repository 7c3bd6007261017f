import { useAtomValue } from 'jotai';
import { OVERLAY_NAV_QUERY } from '../../config';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { navLayoutAtom, type NavLayout } from '../../state/navLayoutAtom';

export type NavMode = NavLayout | 'overlay';

/** A narrow window forces the overlay; the stored choice is untouched and returns when wider. */
export function effectiveNavMode(layout: NavLayout, narrow: boolean): NavMode {
  return narrow ? 'overlay' : layout;
}

export function useNavMode(): NavMode {
  const layout = useAtomValue(navLayoutAtom);
  const narrow = useMediaQuery(OVERLAY_NAV_QUERY);
  return effectiveNavMode(layout, narrow);
}
