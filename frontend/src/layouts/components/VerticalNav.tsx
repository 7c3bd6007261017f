import { Button, Classes } from '@blueprintjs/core';
import { cx } from '../../lib/cx';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useResolvedTheme } from '../../app/effects/useResolvedTheme';
import { BrandLogo } from '../../modules/branding';
import { navCollapsedAtom } from '../../state/navCollapsedAtom';
import { semiDarkAtom } from '../../state/semiDarkAtom';
import { NavMenu } from './NavMenu';

/** Side navigation of the vertical layout; semi-dark keeps it dark over a light page. */
export function VerticalNav() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useAtom(navCollapsedAtom);
  const semiDark = useAtomValue(semiDarkAtom);
  const theme = useResolvedTheme();

  return (
    <aside
      className={cx('ams-vnav', {
        'ams-vnav-collapsed': collapsed,
        [Classes.DARK]: semiDark && theme === 'light',
        'ams-vnav-semi-dark': semiDark,
      })}
    >
      <nav
        data-testid="nav"
        data-mode="vertical"
        data-collapsed={collapsed}
        aria-label={t('nav.label')}
        className="ams-vnav-inner"
      >
        <div className="ams-vnav-header">
          <BrandLogo withTitle={!collapsed} />
          <Button
            variant="minimal"
            icon={collapsed ? 'menu-open' : 'menu-closed'}
            aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
            aria-expanded={!collapsed}
            data-testid="nav-collapse"
            onClick={() => setCollapsed(!collapsed)}
          />
        </div>
        <div className="ams-vnav-scroll">
          <NavMenu collapsed={collapsed} />
        </div>
      </nav>
    </aside>
  );
}
