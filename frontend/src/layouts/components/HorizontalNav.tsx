import { AnchorButton, Button, Menu, MenuItem } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isNavActive, navGroupsFor } from '../../app/routeMatch';
import { useLinkProps } from '../../ui/useLinkProps';
import { useAccessContext } from '../hooks/useAccessContext';
import { MenuPopover } from '../../ui/MenuPopover';

/** Horizontal layout: one entry per group; a group with several pages opens a menu. */
export function HorizontalNav() {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const link = useLinkProps();
  const groups = navGroupsFor(useAccessContext());

  return (
    <nav className="ams-hnav" data-testid="nav" data-mode="horizontal" aria-label={t('nav.label')}>
      <div className="ams-hnav-inner" data-testid="nav-links">
        {groups.map(({ group, items }) => {
          const groupActive = items.some((route) => isNavActive(route, pathname));
          if (items.length === 1) {
            const [route] = items;
            return (
              <AnchorButton
                key={group}
                variant="minimal"
                icon={route.nav.icon}
                text={t(route.nav.labelKey)}
                active={groupActive}
                aria-current={groupActive ? 'page' : undefined}
                data-testid={`nav-link-${route.path}`}
                {...link(route.path)}
              />
            );
          }
          return (
            <MenuPopover
              key={group}
              placement="bottom-start"
              arrow={false}
              content={
                <Menu>
                  {items.map((route) => {
                    const active = isNavActive(route, pathname);
                    return (
                      <MenuItem
                        key={route.path}
                        icon={route.nav.icon}
                        text={t(route.nav.labelKey)}
                        active={active}
                        aria-current={active ? 'page' : undefined}
                        data-testid={`nav-link-${route.path}`}
                        {...link(route.path)}
                      />
                    );
                  })}
                </Menu>
              }
            >
              <Button
                variant="minimal"
                icon={items[0].nav.icon}
                endIcon="caret-down"
                text={t(`nav.groups.${group}`)}
                active={groupActive}
              />
            </MenuPopover>
          );
        })}
      </div>
    </nav>
  );
}
