import { Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isNavActive, navGroupsFor } from '../../app/routeMatch';
import { useLinkProps } from '../../ui/useLinkProps';
import { useAccessContext } from '../hooks/useAccessContext';

interface NavMenuProps {
  collapsed?: boolean;
  /** Called after a link is followed (closes the overlay drawer). */
  onNavigate?: () => void;
}

/** The vertical list of navigation links the user may open, grouped. */
export function NavMenu({ collapsed = false, onNavigate }: NavMenuProps) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const link = useLinkProps();
  const groups = navGroupsFor(useAccessContext());

  return (
    <Menu className="ams-nav-menu" data-testid="nav-links">
      {groups.map(({ group, items }) => [
        collapsed ? (
          <MenuDivider key={`${group}-divider`} />
        ) : (
          <MenuDivider key={`${group}-divider`} title={t(`nav.groups.${group}`)} />
        ),
        ...items.map((route) => {
          const label = t(route.nav.labelKey);
          const active = isNavActive(route, pathname);
          return (
            <MenuItem
              key={route.path}
              icon={route.nav.icon}
              text={collapsed ? <span className="ams-sr-only">{label}</span> : label}
              htmlTitle={collapsed ? label : undefined}
              active={active}
              aria-current={active ? 'page' : undefined}
              data-testid={`nav-link-${route.path}`}
              {...link(route.path, onNavigate)}
            />
          );
        }),
      ])}
    </Menu>
  );
}
