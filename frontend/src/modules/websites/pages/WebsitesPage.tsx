import '../websites.css';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { WEBSITE_SORTS, type Website, type WebsiteSort } from '../../../api/websites';
import { abilityAtom } from '../../../state/abilityAtom';
import type { ListOptions } from '../../../ui/list/listParams';
import { FilterSelect } from '../../../ui/list/FilterSelect';
import { ListPage } from '../../../ui/list/ListPage';
import { useListParams } from '../../../ui/list/useListParams';
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
      <ListPage
        title={t('websites.title')}
        subtitle={t('websites.subtitle')}
        create={
          ability.can('create', 'website') && {
            text: t('websites.create'),
            icon: 'plus',
            testId: 'websites-create',
            onClick: () => setEditing(null),
          }
        }
        search={{ list, placeholder: t('websites.search'), testId: 'websites-search' }}
        filters={
          <FilterSelect
            list={list}
            filter="verified"
            label={t('websites.filters.verified')}
            allLabel={t('websites.filters.anyVerification')}
            testId="websites-filter-verified"
            options={[
              { value: 'true', label: t('websites.verified') },
              { value: 'false', label: t('websites.notVerified') },
            ]}
          />
        }
      >
        <WebsitesList
          list={list}
          onEdit={onEdit}
          onDelete={onDelete}
          canWrite={ability.can('write', 'website')}
        />
      </ListPage>
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
