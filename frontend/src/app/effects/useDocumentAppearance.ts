import { Classes } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { directionAtom } from '../../state/directionAtom';
import { useResolvedTheme } from './useResolvedTheme';

/** Dark theme is Blueprint's `bp6-dark` on the body (portals inherit it); direction is `dir`. */
export function useDocumentAppearance(): void {
  const theme = useResolvedTheme();
  const direction = useAtomValue(directionAtom);

  useEffect(() => {
    const dark = theme === 'dark';
    document.body.classList.toggle(Classes.DARK, dark);
    document.getElementById('root')?.classList.toggle(Classes.DARK, dark);
    document.documentElement.style.colorScheme = theme;
  }, [theme]);

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
}
