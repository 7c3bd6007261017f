import { AnchorButton, Button, Classes, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { decideAccess } from '../../app/access';
import { isPageRoute, ROUTES } from '../../app/routes';
import { useLinkProps } from '../../ui/useLinkProps';
import { useAccessContext } from '../hooks/useAccessContext';
import { MenuPopover } from '../../ui/MenuPopover';

/** A grid of links to the common pages the user may open. */
export function ShortcutsPopover() {
  const { t } = useTranslation();
  const ctx = useAccessContext();
  const link = useLinkProps();
  const shortcuts = ROUTES.filter(
    (route) => isPageRoute(route) && route.shortcut && decideAccess(route, ctx).allow,
  );
  if (shortcuts.length === 0) return null;

  return (
    <MenuPopover
      placement="bottom-end"
      content={
        <div className="ams-shortcuts" data-testid="shortcuts">
          <div className="ams-shortcuts-title">{t('navbar.shortcuts')}</div>
          <div className="ams-shortcuts-grid">
            {shortcuts.map((route) => (
              <AnchorButton
                key={route.path}
                variant="minimal"
                className={`ams-shortcut ${Classes.POPOVER_DISMISS}`}
                {...link(route.path)}
              >
                <Icon icon={route.shortcut} size={20} />
                <span>{t(route.titleKey)}</span>
              </AnchorButton>
            ))}
          </div>
        </div>
      }
    >
      <Button
        variant="minimal"
        icon="grid-view"
        aria-label={t('navbar.shortcuts')}
        title={t('navbar.shortcuts')}
        data-testid="shortcuts-toggle"
      />
    </MenuPopover>
  );
}
