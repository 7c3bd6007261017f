import '../websites.css';
import { Button, Card, HTMLSelect } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { WEBSITE_SORTS, type Website, type WebsiteSort } from '../../../api/websites';
import { abilityAtom } from '../../../state/abilityAtom';
import type { ListOptions } from '../../../ui/list/listParams';
import { SearchInput } from '../../../ui/list/SearchInput';
import { useListParams } from '../../../ui/list/useListParams';
import { PageHeader } from '../../../ui/PageHeader';
import { DeleteWebsiteAlert } from '../components/DeleteWebsiteAlert';
import { WebsiteDialog } from '../components/WebsiteDialog';
import { websiteViewPath, WebsitesList, type WebsiteFilter } from '../components/WebsitesList';

const LIST: ListOptions<WebsiteSort, WebsiteFilter> = {
  sortKeys: WEBSITE_SORTS,
  defaultSort: 'name',
  filterKeys: ['verified'],
};

/** `/apps/websites/list` (read on website): the websites assigned to the caller, all for admins. */
export default function WebsitesPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const ability = useAtomValue(abilityAtom);
  const list = useListParams(LIST);
  // undefined: closed; null: a new website.
  const [editing, setEditing] = useState<Website | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Website | null>(null);

  const onEdit = useCallback((website: Website) => setEditing(website), []);
  const onDelete = useCallback((website: Website) => setDeleting(website), []);

  return (
    <>
      <PageHeader
        title={t('websites.title')}
        subtitle={t('websites.subtitle')}
        actions={
          ability.can('create', 'website') && (
            <Button
              intent="primary"
              icon="plus"
              text={t('websites.create')}
              data-testid="websites-create"
              onClick={() => setEditing(null)}
            />
          )
        }
      />
      <Card className="ams-list-card">
        <div className="ams-list-toolbar" role="search">
          <div className="ams-list-search">
            <SearchInput
              value={list.params.q}
              onSearch={list.setQuery}
              placeholder={t('websites.search')}
              testId="websites-search"
            />
          </div>
          <HTMLSelect
            aria-label={t('websites.filters.verified')}
            data-testid="websites-filter-verified"
            value={list.params.filters.verified ?? ''}
            onChange={(e) => list.setFilter('verified', e.currentTarget.value)}
            options={[
              { value: '', label: t('websites.filters.anyVerification') },
              { value: 'true', label: t('websites.verified') },
              { value: 'false', label: t('websites.notVerified') },
            ]}
          />
        </div>
        <WebsitesList
          list={list}
          onEdit={onEdit}
          onDelete={onDelete}
          canWrite={ability.can('write', 'website')}
        />
      </Card>
      {editing !== undefined && (
        <WebsiteDialog
          website={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            if (editing === null) navigate(websiteViewPath(saved.id));
          }}
        />
      )}
      <DeleteWebsiteAlert website={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
