import '../websites.css';
import { AnchorButton, Button, Tab, Tabs } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../../api/errors';
import type { PageProps } from '../../../app/routeTypes';
import { abilityAtom } from '../../../state/abilityAtom';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { useLinkProps } from '../../../ui/useLinkProps';
import { TrackingPanel } from '../../analytics';
import { HistoryPanel } from '../../audit';
import { ArticlesBrowser } from '../../articles';
import { PromptsTable } from '../../prompts';
import { NewSiteAlert } from '../components/NewSiteAlert';
import { DeleteWebsiteAlert } from '../components/DeleteWebsiteAlert';
import { SyncPanel } from '../components/SyncPanel';
import { WebsiteDialog } from '../components/WebsiteDialog';
import { WebsiteGlossary } from '../components/WebsiteGlossary';
import { WebsiteOverview } from '../components/WebsiteOverview';
import { WebsiteSettings } from '../components/WebsiteSettings';
import { WebsiteUsers } from '../components/WebsiteUsers';
import { useWebsiteActions } from '../hooks/useWebsiteActions';
import { useWebsiteSync } from '../hooks/useWebsiteSync';
import { useSyncCoverage, useWebsiteQuery } from '../hooks/useWebsites';
import { errorMessage } from '../../../i18n/errorText';
import { PresenceAvatars } from '../../../ui/presence/PresenceAvatars';

const TABS = [
  'overview',
  'users',
  'articles',
  'prompts',
  'tracking',
  'settings',
  'history',
] as const;
type TabId = (typeof TABS)[number];
const LIST_PATH = '/apps/websites/list';

/** `/apps/websites/view/:id?tab=`: overview (verify, sync), users, articles, prompts and settings. */
export default function WebsiteViewPage({ params }: PageProps) {
  const { t } = useTranslation();
  const link = useLinkProps();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const ability = useAtomValue(abilityAtom);
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const website = useWebsiteQuery(valid ? id : 0);
  const sync = useWebsiteSync(valid ? id : 0);
  const coverage = useSyncCoverage(valid ? id : 0);
  const actions = useWebsiteActions(id, sync);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const requested = new URLSearchParams(search).get('tab');
  const tab: TabId = TABS.includes(requested as TabId) ? (requested as TabId) : 'overview';
  const selectTab = (next: TabId) =>
    navigate(next === 'overview' ? location : `${location}?tab=${next}`, { replace: true });

  const back = (
    <AnchorButton icon="arrow-left" {...link(LIST_PATH)} data-testid="website-back">
      {t('websites.backToList')}
    </AnchorButton>
  );

  if (!valid || isApiError(website.error, 404)) {
    return (
      <>
        <PageHeader title={t('routes.websiteView')} />
        <EmptyState
          icon="globe-network"
          title={t('websites.notFound')}
          description={t('websites.notFoundBody')}
          action={back}
        />
      </>
    );
  }
  if (website.isPending) return <PageLoader />;
  if (website.isError) {
    return (
      <>
        <PageHeader title={t('routes.websiteView')} />
        <EmptyState
          icon="error"
          title={t('websites.loadOneFailed')}
          description={errorMessage(t, website.error)}
          action={<Button text={t('common.retry')} onClick={() => void website.refetch()} />}
        />
      </>
    );
  }

  const data = website.data;
  const canWrite = data.canWrite && ability.can('write', 'website');
  return (
    <>
      <PageHeader
        title={data.name}
        subtitle={data.url}
        actions={
          <>
            <PresenceAvatars kind="website" id={data.id} />
            {back}
          </>
        }
      />
      <SyncPanel sync={sync} syncDays={data.syncDays} coverage={coverage.data} />
      <Tabs
        id="website-tabs"
        selectedTabId={tab}
        onChange={(next) => selectTab(next as TabId)}
        renderActiveTabPanelOnly
        large
      >
        <Tab
          id="overview"
          title={t('websites.tabs.overview')}
          panel={
            <WebsiteOverview
              website={data}
              canWrite={canWrite}
              verifying={actions.verifying}
              starting={actions.startingSync || sync.checking}
              syncing={sync.phase !== 'idle'}
              onVerify={actions.runVerify}
              onSync={actions.runSync}
              onReconcile={actions.runReconcile}
              reconciling={actions.reconciling}
              lastRun={sync.lastRun}
              coverage={coverage.data}
            />
          }
        />
        <Tab
          id="users"
          title={t('websites.tabs.users')}
          panel={
            <WebsiteUsers
              website={data}
              canWrite={canWrite}
              canPickUsers={ability.can('read', 'user')}
            />
          }
        />
        <Tab
          id="articles"
          title={t('websites.tabs.articles')}
          panel={<ArticlesBrowser websiteId={data.id} />}
        />
        {ability.can('read', 'prompt') && (
          <Tab
            id="prompts"
            title={t('websites.tabs.prompts')}
            panel={
              <PromptsTable
                scope={data.id}
                canWrite={data.canWrite && ability.can('write', 'prompt')}
              />
            }
          />
        )}
        <Tab
          id="tracking"
          title={t('analytics.tracking.tab')}
          panel={<TrackingPanel websiteId={data.id} canWrite={canWrite} />}
        />
        <Tab
          id="settings"
          title={t('websites.tabs.settings')}
          panel={
            <>
              <WebsiteSettings
                website={data}
                canWrite={canWrite}
                onEdit={() => setEditing(true)}
                onDelete={() => setDeleting(true)}
              />
              <WebsiteGlossary websiteId={data.id} canWrite={canWrite} />
            </>
          }
        />
        {ability.can('read', 'audit') && (
          <Tab
            id="history"
            title={t('audit.history')}
            panel={<HistoryPanel subject="website" id={data.id} />}
          />
        )}
      </Tabs>
      {editing && <WebsiteDialog website={data} onClose={() => setEditing(false)} />}
      <NewSiteAlert
        otherSite={actions.otherSite}
        websiteName={data.name}
        loading={actions.verifying}
        onConfirm={actions.startAsNewSite}
        onCancel={actions.keepOldSite}
      />
      <DeleteWebsiteAlert
        website={deleting ? data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(LIST_PATH)}
      />
    </>
  );
}
