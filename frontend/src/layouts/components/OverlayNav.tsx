import { Button, Drawer, DrawerSize } from '@blueprintjs/core';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BrandLogo } from '../../modules/branding';
import { navOverlayOpenAtom } from '../../state/navOverlayOpenAtom';
import { NavMenu } from './NavMenu';

/** Narrow windows: a menu button opens the (always vertical) navigation in a drawer. */
export function OverlayNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(navOverlayOpenAtom);
  const [pathname] = useLocation();

  useEffect(() => setOpen(false), [pathname, setOpen]);
  useEffect(() => () => setOpen(false), [setOpen]);

  return (
    <nav data-testid="nav" data-mode="overlay" data-open={open} aria-label={t('nav.label')}>
      <Button
        variant="minimal"
        icon="menu"
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        data-testid="nav-toggle"
        onClick={() => setOpen(true)}
      />
      <Drawer
        isOpen={open}
        onClose={() => setOpen(false)}
        position="left"
        size={DrawerSize.SMALL}
        className="ams-nav-drawer"
        title={<BrandLogo />}
      >
        <div className="ams-nav-drawer-body" data-testid="nav-drawer">
          <NavMenu onNavigate={() => setOpen(false)} />
        </div>
      </Drawer>
    </nav>
  );
}
