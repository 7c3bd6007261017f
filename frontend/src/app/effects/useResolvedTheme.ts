import { useAtomValue } from 'jotai';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { themeAtom } from '../../state/themeAtom';

export type ResolvedTheme = 'light' | 'dark';

/** The theme actually shown: `system` follows the device preference as it changes. */
export function useResolvedTheme(): ResolvedTheme {
  const theme = useAtomValue(themeAtom);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}
