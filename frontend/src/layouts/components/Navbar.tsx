import { Navbar as BpNavbar, NavbarDivider, NavbarGroup } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { NARROW_QUERY } from '../../config';
import { cx } from '../../lib/cx';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { BrandLogo } from '../../modules/branding';
import { NotificationBell } from '../../modules/notifications';
import { navbarBlurAtom } from '../../state/navbarBlurAtom';
import type { NavMode } from '../hooks/useNavMode';
import { HorizontalNav } from './HorizontalNav';
import { LanguageMenu } from './LanguageMenu';
import { OverlayNav } from './OverlayNav';
import { ReportIssueButton } from './ReportIssueButton';
import { SearchButton } from './SearchButton';
import { ShortcutsPopover } from './ShortcutsPopover';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

// Phones only: kept off the first route's code at other widths.
const NavbarMoreMenu = lazy(() => import('./NavbarMoreMenu'));

/**
 * Sticky top bar, one row at every width (on a phone the secondary buttons share one menu); in
 * the horizontal layout it also carries the navigation.
 */
export function Navbar({ mode }: { mode: NavMode }) {
  const blur = useAtomValue(navbarBlurAtom);
  const narrow = useMediaQuery(NARROW_QUERY);
  return (
    <header className={cx('ams-header', { 'ams-header-blur': blur })} data-testid="navbar">
      <BpNavbar className="ams-navbar">
        <NavbarGroup align="start" className="ams-navbar-start">
          {mode === 'overlay' && <OverlayNav />}
          {mode !== 'vertical' && <BrandLogo />}
          {mode !== 'vertical' && <NavbarDivider />}
          <SearchButton />
        </NavbarGroup>
        <NavbarGroup align="end" className="ams-navbar-end">
          {narrow ? (
            <Suspense fallback={null}>
              <NavbarMoreMenu />
            </Suspense>
          ) : (
            <>
              <ShortcutsPopover />
              <ReportIssueButton />
              <ThemeToggle />
              <LanguageMenu />
              <NavbarDivider />
            </>
          )}
          <NotificationBell />
          <UserMenu />
        </NavbarGroup>
      </BpNavbar>
      {mode === 'horizontal' && <HorizontalNav />}
    </header>
  );
}
