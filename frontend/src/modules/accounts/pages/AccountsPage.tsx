import { Button, Card } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, AccountSort } from '../../../api/accounts';
import { abilityAtom } from '../../../state/abilityAtom';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import type { ListOptions } from '../../../ui/list/listParams';
import { SearchInput } from '../../../ui/list/SearchInput';
import { useConfirmedDelete } from '../../../ui/list/useConfirmedDelete';
import { useListParams } from '../../../ui/list/useListParams';
import { PageHeader } from '../../../ui/PageHeader';
import { AccountDialog } from '../components/AccountDialog';
import { AccountsList, type AccountFilter } from '../components/AccountsList';
import { PlanFilter } from '../components/PlanFilter';
import { useDeleteAccount } from '../hooks/useAccounts';

const LIST: ListOptions<AccountSort, AccountFilter> = {
  sortKeys: ['name', 'plan', 'usersCount', 'createdAt', 'updatedAt'],
  defaultSort: 'name',
  filterKeys: ['plan'],
};

/** `/apps/accounts/list` (read on account). Creating and deleting need manage on all. */
export default function AccountsPage() {
  const { t } = useTranslation();
  const list = useListParams(LIST);
  const ability = useAtomValue(abilityAtom);
  const isAdmin = ability.can('manage', 'all');
  const canWrite = ability.can('write', 'account');
  // undefined: closed; null: a new account.
  const [editingId, setEditingId] = useState<number | null | undefined>(undefined);
  const deletion = useConfirmedDelete<Account>(useDeleteAccount(), {
    deleted: t('accounts.deleted'),
    conflict: t('accounts.inUse'),
    failed: t('accounts.deleteFailed'),
  });

  const onEdit = useCallback((account: Account) => setEditingId(account.id), []);
  const closeDialog = useCallback(() => setEditingId(undefined), []);

  return (
    <>
      <PageHeader
        title={t('accounts.title')}
        subtitle={t('accounts.subtitle')}
        actions={
          isAdmin && (
            <Button
              intent="primary"
              icon="plus"
              text={t('accounts.create')}
              data-testid="accounts-create"
              onClick={() => setEditingId(null)}
            />
          )
        }
      />
      <Card className="ams-list-card">
        <div className="ams-list-toolbar">
          <div className="ams-list-search">
            <SearchInput
              value={list.params.q}
              onSearch={list.setQuery}
              placeholder={t('accounts.search')}
              testId="accounts-search"
            />
          </div>
          <PlanFilter
            value={list.params.filters.plan ?? ''}
            onChange={(code) => list.setFilter('plan', code)}
          />
        </div>
        <AccountsList
          list={list}
          onEdit={canWrite ? onEdit : undefined}
          onDelete={isAdmin ? deletion.ask : undefined}
        />
      </Card>
      {editingId !== undefined && (
        <AccountDialog accountId={editingId} canChangePlan={isAdmin} onClose={closeDialog} />
      )}
      <ConfirmDeleteAlert
        isOpen={deletion.target !== null}
        message={t('accounts.confirmDelete', { name: deletion.target?.name ?? '' })}
        loading={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
        testId="accounts-delete-confirm"
      />
    </>
  );
}
