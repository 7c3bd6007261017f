import { Navbar as BpNavbar, NavbarDivider, NavbarGroup } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { cx } from '../../lib/cx';
import { BrandLogo } from '../../modules/branding/components/BrandLogo';
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

/** Sticky top bar; in the horizontal layout it also carries the navigation. */
export function Navbar({ mode }: { mode: NavMode }) {
  const blur = useAtomValue(navbarBlurAtom);
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
          <ShortcutsPopover />
          <ReportIssueButton />
          <ThemeToggle />
          <LanguageMenu />
          <NavbarDivider />
          <UserMenu />
        </NavbarGroup>
      </BpNavbar>
      {mode === 'horizontal' && <HorizontalNav />}
    </header>
  );
}
