import { Button, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useState } from 'react';
import { ReportIssueDialog } from '../../modules/feedback';
import { useTranslation } from 'react-i18next';
import { decideAccess } from '../../app/access';
import { effectiveLocale } from '../../app/effects/useLanguageSync';
import { useResolvedTheme } from '../../app/effects/useResolvedTheme';
import { isPageRoute, ROUTES } from '../../app/routes';
import { customizerOpenAtom } from '../../state/customizerOpenAtom';
import { languageAtom } from '../../state/languageAtom';
import { productInfoAtom } from '../../state/productInfoAtom';
import { themeAtom } from '../../state/themeAtom';
import { useLinkProps } from '../../ui/useLinkProps';
import { useAccessContext } from '../hooks/useAccessContext';
import { LanguageOptions } from './LanguageOptions';
import { MenuPopover } from '../../ui/MenuPopover';

/**
 * A phone's navbar keeps one row: the shortcuts, report an issue, theme, language and the
 * customiser the wide navbar shows as buttons are the items of this one menu.
 */
export default function NavbarMoreMenu() {
  const { t } = useTranslation();
  const ctx = useAccessContext();
  const link = useLinkProps();
  const shown = useResolvedTheme();
  const setTheme = useSetAtom(themeAtom);
  const setLanguage = useSetAtom(languageAtom);
  const openCustomizer = useSetAtom(customizerOpenAtom);
  const current = effectiveLocale(useAtomValue(languageAtom), useAtomValue(productInfoAtom));
  const [reporting, setReporting] = useState(false);
  const shortcuts = ROUTES.filter(isPageRoute).filter(
    (route) => route.shortcut && decideAccess(route, ctx).allow,
  );

  return (
    <>
      <MenuPopover
        placement="bottom-end"
        // Its items open dialogs and drawers: focus handed back to the menu button would leave them,
        // and Escape would no longer close them.
        shouldReturnFocusOnClose={false}
        content={
          <Menu aria-label={t('navbar.more')} data-testid="navbar-more-menu">
            {shortcuts.length > 0 && (
              <MenuItem icon="grid-view" text={t('navbar.shortcuts')}>
                {shortcuts.map((route) => (
                  <MenuItem
                    key={route.path}
                    icon={route.shortcut}
                    text={t(route.titleKey)}
                    {...link(route.path)}
                  />
                ))}
              </MenuItem>
            )}
            <MenuItem
              icon="issue"
              text={t('navbar.reportIssue')}
              data-testid="report-issue"
              onClick={() => setReporting(true)}
            />
            <MenuItem
              icon={shown === 'dark' ? 'flash' : 'moon'}
              text={shown === 'dark' ? t('navbar.themeToLight') : t('navbar.themeToDark')}
              data-testid="theme-toggle"
              data-theme={shown}
              onClick={() => setTheme(shown === 'dark' ? 'light' : 'dark')}
            />
            <MenuItem
              icon="translate"
              text={t('navbar.language')}
              label={current.toUpperCase()}
              data-testid="lang-toggle"
            >
              <LanguageOptions current={current} onPick={setLanguage} />
            </MenuItem>
            <MenuDivider />
            <MenuItem
              icon="cog"
              text={t('navbar.customizer')}
              data-testid="customizer-toggle"
              onClick={() => openCustomizer(true)}
            />
          </Menu>
        }
      >
        <Button
          variant="minimal"
          icon="more"
          aria-label={t('navbar.more')}
          title={t('navbar.more')}
          data-testid="navbar-more"
        />
      </MenuPopover>
      {reporting && (
        <Suspense fallback={null}>
          <ReportIssueDialog onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </>
  );
}
