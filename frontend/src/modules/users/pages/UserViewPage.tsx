import '../users.css';
import { AnchorButton, Button, Tab, Tabs } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../../api/errors';
import type { PageProps } from '../../../app/routeTypes';
import { abilityAtom } from '../../../state/abilityAtom';
import { userDataAtom } from '../../../state/userDataAtom';
import { HistoryPanel } from '../../audit';
import { NotificationPreferences } from '../../notifications';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { useLinkProps } from '../../../ui/useLinkProps';
import { DeleteUserAlert } from '../components/DeleteUserAlert';
import { UserDetails } from '../components/UserDetails';
import { UserDialog } from '../components/UserDialog';
import { UserProfileCard } from '../components/UserProfileCard';
import { WebsiteAssignments } from '../components/WebsiteAssignments';
import { useUserQuery } from '../hooks/useUsers';
import { errorMessage } from '../../../i18n/errorText';
import { PresenceAvatars } from '../../../ui/presence/PresenceAvatars';

const TABS = ['account', 'websites', 'history', 'notifications'] as const;
type TabId = (typeof TABS)[number];
const LIST_PATH = '/apps/user/list';

/**
 * `/apps/user/view/:id` (read on user), and `/apps/profile` (anyone: their own): the profile, its
 * picture and status, and tabs kept in `?tab=`.
 */
export default function UserViewPage({ params }: PageProps) {
  const { t } = useTranslation();
  const link = useLinkProps();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const me = useAtomValue(userDataAtom);
  const ability = useAtomValue(abilityAtom);
  const id = params.id === undefined ? (me?.id ?? 0) : Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const user = useUserQuery(valid ? id : 0, id === me?.id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const requested = new URLSearchParams(search).get('tab');
  const tab: TabId = TABS.includes(requested as TabId) ? (requested as TabId) : 'account';
  const selectTab = (next: TabId) =>
    navigate(next === 'account' ? location : `${location}?tab=${next}`, { replace: true });

  const back = (
    <AnchorButton icon="arrow-left" {...link(LIST_PATH)} data-testid="user-back">
      {t('users.backToList')}
    </AnchorButton>
  );

  if (!valid || isApiError(user.error, 404)) {
    return (
      <>
        <PageHeader title={t('routes.userView')} />
        <EmptyState
          icon="person"
          title={t('users.notFound')}
          description={t('users.notFoundBody')}
          action={back}
        />
      </>
    );
  }
  if (user.isPending) return <PageLoader />;
  if (user.isError) {
    return (
      <>
        <PageHeader title={t('routes.userView')} />
        <EmptyState
          icon="error"
          title={isApiError(user.error, 403) ? t('users.forbidden') : t('users.loadFailed')}
          description={errorMessage(t, user.error)}
          action={<Button text={t('common.retry')} onClick={() => void user.refetch()} />}
        />
      </>
    );
  }

  const data = user.data;
  return (
    <>
      <PageHeader
        title={data.fullName}
        subtitle={t('routes.userView')}
        actions={
          <>
            <PresenceAvatars kind="user" id={data.id} />
            {back}
          </>
        }
      />
      <div className="ams-profile-layout">
        <UserProfileCard
          user={data}
          onEdit={() => setEditing(true)}
          onDelete={() => setDeleting(true)}
        />
        <Tabs
          id="user-tabs"
          selectedTabId={tab}
          onChange={(next) => selectTab(next as TabId)}
          renderActiveTabPanelOnly
          large
        >
          <Tab id="account" title={t('users.tabs.account')} panel={<UserDetails user={data} />} />
          <Tab
            id="websites"
            title={t('users.tabs.websites')}
            panel={<WebsiteAssignments user={data} />}
          />
          {data.id === me?.id && (
            <Tab
              id="notifications"
              title={t('notifications.tab')}
              panel={<NotificationPreferences />}
            />
          )}
          {ability.can('read', 'audit') && (
            <Tab
              id="history"
              title={t('audit.history')}
              panel={
                <>
                  <AnchorButton
                    minimal
                    icon="history"
                    text={t('audit.byPerson')}
                    {...link(`/apps/audit/list?actorId=${data.id}`)}
                    data-testid="user-changes-made"
                  />
                  <HistoryPanel subject="user" id={data.id} />
                </>
              }
            />
          )}
        </Tabs>
      </div>
      {editing && <UserDialog user={data} onClose={() => setEditing(false)} />}
      <DeleteUserAlert
        user={deleting ? data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(LIST_PATH)}
      />
    </>
  );
}
