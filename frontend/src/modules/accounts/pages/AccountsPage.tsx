import { Button, Card } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, AccountSort } from '../../../api/accounts';
import { isApiError } from '../../../api/errors';
import { abilityAtom } from '../../../state/abilityAtom';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import type { ListOptions } from '../../../ui/list/listParams';
import { SearchInput } from '../../../ui/list/SearchInput';
import { useListParams } from '../../../ui/list/useListParams';
import { PageHeader } from '../../../ui/PageHeader';
import { showToast } from '../../../ui/toaster';
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
  const [deleting, setDeleting] = useState<Account | null>(null);
  const remove = useDeleteAccount();

  const onEdit = useCallback((account: Account) => setEditingId(account.id), []);
  const onDelete = useCallback((account: Account) => setDeleting(account), []);
  const closeDialog = useCallback(() => setEditingId(undefined), []);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        void showToast({ intent: 'success', icon: 'tick', message: t('accounts.deleted') });
        setDeleting(null);
      },
      onError: (error) => {
        const message = isApiError(error, 409) ? t('accounts.inUse') : t('accounts.deleteFailed');
        void showToast({ intent: 'danger', icon: 'error', message });
        setDeleting(null);
      },
    });
  };

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
          onDelete={isAdmin ? onDelete : undefined}
        />
      </Card>
      {editingId !== undefined && (
        <AccountDialog accountId={editingId} canChangePlan={isAdmin} onClose={closeDialog} />
      )}
      <ConfirmDeleteAlert
        isOpen={deleting !== null}
        message={t('accounts.confirmDelete', { name: deleting?.name ?? '' })}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="accounts-delete-confirm"
      />
    </>
  );
}
