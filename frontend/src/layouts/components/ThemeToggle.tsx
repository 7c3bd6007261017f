import { Button } from '@blueprintjs/core';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useResolvedTheme } from '../../app/effects/useResolvedTheme';
import { themeAtom } from '../../state/themeAtom';

/** Flips between light and dark from whatever is shown now (system included). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const setTheme = useSetAtom(themeAtom);
  const shown = useResolvedTheme();
  const label = shown === 'dark' ? t('navbar.themeToLight') : t('navbar.themeToDark');

  return (
    <Button
      variant="minimal"
      icon={shown === 'dark' ? 'flash' : 'moon'}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-theme={shown}
      onClick={() => setTheme(shown === 'dark' ? 'light' : 'dark')}
    />
  );
}
