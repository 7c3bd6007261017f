import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, AccountSort } from '../../../api/accounts';
import { abilityAtom } from '../../../state/abilityAtom';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import type { ListOptions } from '../../../ui/list/listParams';
import { FilterSelect } from '../../../ui/list/FilterSelect';
import { ListPage } from '../../../ui/list/ListPage';
import { useConfirmedDelete } from '../../../ui/list/useConfirmedDelete';
import { useListParams } from '../../../ui/list/useListParams';
import { AccountDialog } from '../components/AccountDialog';
import { AccountWebhookDialog } from '../components/AccountWebhookDialog';
import { AccountsList, type AccountFilter } from '../components/AccountsList';
import { PlanLimitsCard } from '../components/PlanLimitsCard';
import { useDeleteAccount, usePlanOptions } from '../hooks/useAccounts';

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
  const planOptions = usePlanOptions();
  // undefined: closed; null: a new account.
  const [editingId, setEditingId] = useState<number | null | undefined>(undefined);
  const deletion = useConfirmedDelete<Account>(useDeleteAccount(), {
    deleted: t('accounts.deleted'),
    conflict: t('accounts.inUse'),
    failed: t('accounts.deleteFailed'),
  });

  const onEdit = useCallback((account: Account) => setEditingId(account.id), []);
  const [webhookOf, setWebhookOf] = useState<Account | null>(null);
  const onWebhook = useCallback((account: Account) => setWebhookOf(account), []);
  const closeDialog = useCallback(() => setEditingId(undefined), []);

  return (
    <>
      <ListPage
        title={t('accounts.title')}
        subtitle={t('accounts.subtitle')}
        create={
          isAdmin && {
            text: t('accounts.create'),
            icon: 'plus',
            testId: 'accounts-create',
            onClick: () => setEditingId(null),
          }
        }
        search={{ list, placeholder: t('accounts.search'), testId: 'accounts-search' }}
        filters={
          <FilterSelect
            list={list}
            filter="plan"
            label={t('accounts.filterPlan')}
            allLabel={t('accounts.allPlans')}
            testId="accounts-plan-filter"
            options={planOptions}
          />
        }
      >
        <AccountsList
          list={list}
          onEdit={canWrite ? onEdit : undefined}
          onWebhook={canWrite ? onWebhook : undefined}
          onDelete={isAdmin ? deletion.ask : undefined}
        />
      </ListPage>
      {isAdmin && <PlanLimitsCard />}
      {webhookOf && <AccountWebhookDialog account={webhookOf} onClose={() => setWebhookOf(null)} />}
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
