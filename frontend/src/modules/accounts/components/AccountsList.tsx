import { Button, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, AccountSort } from '../../../api/accounts';
import type { DataColumn } from '../../../ui/list/dataColumn';
import { toApiQuery } from '../../../ui/list/listParams';
import { ListResults } from '../../../ui/list/ListResults';
import { RowActions } from '../../../ui/list/RowActions';
import type { ListState } from '../../../ui/list/useListParams';
import { useAccountsQuery } from '../hooks/useAccounts';
import { PLAN_CODES, PLAN_INTENT, planLabel } from '../plans';

export type AccountFilter = 'plan';

interface AccountsListProps {
  list: ListState<AccountSort, AccountFilter>;
  onEdit?: (account: Account) => void;
  /** Opens the account's webhook (who may change the account). */
  onWebhook?: (account: Account) => void;
  onDelete?: (account: Account) => void;
}

/** Name, plan, users and websites per account, paged and sorted by the server. */
export function AccountsList({ list, onEdit, onWebhook, onDelete }: AccountsListProps) {
  const { t } = useTranslation();
  // The address's plan is text: only a known code reaches the API.
  const { plan: planText, ...rest } = toApiQuery(list.params);
  const plan = PLAN_CODES.find((code) => code === planText);
  const query = useAccountsQuery({ ...rest, ...(plan ? { plan } : {}) });
  const columns = useMemo<DataColumn<Account>[]>(() => {
    const base: DataColumn<Account>[] = [
      {
        id: 'name',
        title: t('accounts.fields.name'),
        sortKey: 'name',
        width: 200,
        grow: 1,
        render: (a) => a.name,
      },
      {
        id: 'plan',
        priority: 3,
        title: t('accounts.fields.plan'),
        sortKey: 'plan',
        width: 130,
        render: (a) => (
          <Tag minimal round intent={PLAN_INTENT[a.plan.code] ?? 'none'}>
            {planLabel(t, a.plan)}
          </Tag>
        ),
      },
      {
        id: 'usersCount',
        priority: 2,
        title: t('accounts.fields.usersCount'),
        sortKey: 'usersCount',
        width: 120,
        render: (a) => a.usersCount,
      },
      {
        id: 'websitesCount',
        priority: 1,
        title: t('accounts.fields.websitesCount'),
        width: 130,
        render: (a) => a.websitesCount,
      },
    ];
    if (!onEdit && !onDelete && !onWebhook) return base;
    return [
      ...base,
      {
        id: 'actions',
        title: t('dataList.actions'),
        width: onWebhook ? 120 : 90,
        interactive: true,
        render: (a) => (
          <div className="ams-row-actions">
            {onWebhook && (
              <Button
                variant="minimal"
                size="small"
                icon="send-to-graph"
                aria-label={t('accounts.webhook.open', { name: a.name })}
                title={t('accounts.webhook.open', { name: a.name })}
                data-testid={`accounts-webhook-${a.id}`}
                onClick={() => onWebhook(a)}
              />
            )}
            <RowActions
              label={a.name}
              testIdPrefix="accounts"
              id={a.id}
              onEdit={onEdit && (() => onEdit(a))}
              onDelete={onDelete && (() => onDelete(a))}
              deleteBlocked={
                a.usersCount > 0 || a.websitesCount > 0 ? t('errors.account.has_members') : null
              }
            />
          </div>
        ),
      },
    ];
  }, [t, onEdit, onWebhook, onDelete]);

  return (
    <ListResults
      testId="accounts-table"
      query={query}
      list={list}
      columns={columns}
      emptyTitle={t('accounts.emptyTitle')}
      emptyBody={t('accounts.emptyBody')}
      errorTitle={t('accounts.loadFailed')}
    />
  );
}
