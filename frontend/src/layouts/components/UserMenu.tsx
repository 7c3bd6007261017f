import { Button, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { decideAccess, LOGIN_PATH } from '../../app/access';
import { ROUTES } from '../../app/routes';
import { SecurityDialog, useSession } from '../../modules/auth';
import { roleLabel } from '../../modules/roles';
import { userDataAtom } from '../../state/userDataAtom';
import { useLinkProps } from '../../ui/useLinkProps';
import { useAccessContext } from '../hooks/useAccessContext';
import { MenuPopover } from '../../ui/MenuPopover';

const settingsRoute = ROUTES.find((route) => route.path === '/apps/settings');

export function UserMenu() {
  const { t } = useTranslation();
  const userData = useAtomValue(userDataAtom);
  const ctx = useAccessContext();
  const link = useLinkProps();
  const [, navigate] = useLocation();
  const { signOut } = useSession();
  const [securityOpen, setSecurityOpen] = useState(false);
  if (!userData) return null;

  const name = [userData.firstName, userData.lastName].filter(Boolean).join(' ') || userData.email;
  const canOpenSettings = settingsRoute !== undefined && decideAccess(settingsRoute, ctx).allow;
  const onLogout = async () => {
    await signOut();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <>
      <MenuPopover
        placement="bottom-end"
        // Its items open dialogs and drawers: focus handed back to the menu button would leave them,
        // and Escape would no longer close them.
        shouldReturnFocusOnClose={false}
        content={
          <Menu aria-label={t('navbar.userMenu')}>
            <MenuDivider title={name} />
            <li className="ams-user-menu-meta">
              <div>{userData.email}</div>
              <div>{userData.role ? roleLabel(t, userData.role.name) : t('navbar.noRole')}</div>
            </li>
            <MenuDivider />
            <MenuItem
              icon="person"
              text={t('navbar.profile')}
              data-testid="profile"
              {...link('/apps/profile')}
            />
            <MenuItem
              icon="shield"
              text={t('authFlows.security.menuItem')}
              data-testid="security"
              onClick={() => setSecurityOpen(true)}
            />
            {canOpenSettings && (
              <MenuItem icon="cog" text={t('navbar.settings')} {...link('/apps/settings')} />
            )}
            <MenuDivider />
            <MenuItem
              icon="log-out"
              intent="danger"
              text={t('navbar.logout')}
              data-testid="logout"
              onClick={(event) => {
                event.preventDefault();
                void onLogout();
              }}
            />
          </Menu>
        }
      >
        <Button
          variant="minimal"
          icon={
            userData.avatar ? (
              <img className="ams-avatar" src={userData.avatar} alt="" width={20} height={20} />
            ) : (
              'user'
            )
          }
          text={<span className="ams-hide-sm">{name}</span>}
          aria-label={t('navbar.userMenu')}
          data-testid="user-menu"
        />
      </MenuPopover>
      {securityOpen && (
        <Suspense fallback={null}>
          <SecurityDialog isOpen onClose={() => setSecurityOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
