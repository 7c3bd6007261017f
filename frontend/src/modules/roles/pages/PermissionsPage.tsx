import '../roles.css';
import { Button, Card, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import type { TranslationKey } from '../../../i18n/keys';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { usePermissionsQuery } from '../hooks/useRoles';
import { actionLabelKey, subjectLabelKey } from '../subjects';
import { roleLabel } from '../roleLabel';
import { errorMessage } from '../../../i18n/errorText';

/** `/apps/permissions`: every subject × action and the roles holding it, as the guard judges. */
export default function PermissionsPage() {
  const { t } = useTranslation();
  const permissions = usePermissionsQuery();
  const [search, setSearch] = useState('');

  const rows = useMemo(() => {
    const label = (key: TranslationKey | undefined, raw: string) => (key ? t(key) : raw);
    const all = (permissions.data?.data ?? []).map((entry) => ({
      ...entry,
      subjectLabel: label(subjectLabelKey(entry.subject), entry.subject),
      actionLabel: label(actionLabelKey(entry.action), entry.action),
    }));
    const needle = search.trim().toLowerCase();
    if (!needle) return all;
    return all.filter((row) =>
      [
        row.subject,
        row.subjectLabel,
        row.action,
        row.actionLabel,
        ...row.roles.flatMap((r) => [r.name, roleLabel(t, r.name)]),
      ]
        .join(' ')
        .toLowerCase()
        .includes(needle),
    );
  }, [permissions.data, search, t]);

  return (
    <>
      <PageHeader title={t('permissions.title')} subtitle={t('permissions.subtitle')} />
      {permissions.isPending && <PageLoader />}
      {permissions.isError && (
        <EmptyState
          icon="error"
          title={
            isApiError(permissions.error, 403) ? t('roles.forbidden') : t('permissions.loadFailed')
          }
          description={errorMessage(t, permissions.error)}
          action={<Button text={t('common.retry')} onClick={() => void permissions.refetch()} />}
        />
      )}
      {permissions.data && (
        <Card className="ams-table-card">
          <div className="ams-roles-toolbar" role="search">
            <div className="ams-roles-search">
              <InputGroup
                type="search"
                leftIcon="search"
                value={search}
                placeholder={t('permissions.search')}
                aria-label={t('permissions.search')}
                data-testid="permissions-search"
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
            </div>
            <span className="ams-muted">{t('permissions.count', { count: rows.length })}</span>
          </div>
          {rows.length === 0 ? (
            <EmptyState
              icon="search"
              title={t('permissions.noMatches')}
              description={t('permissions.noMatchesBody')}
            />
          ) : (
            <HTMLTable striped compact className="ams-wide-table" data-testid="permissions-table">
              <thead>
                <tr>
                  <th scope="col">{t('permissions.columns.subject')}</th>
                  <th scope="col">{t('permissions.columns.action')}</th>
                  <th scope="col">{t('permissions.columns.roles')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={`${row.subject}:${row.action}`}
                    data-testid={`permission-${row.subject}-${row.action}`}
                  >
                    <td>
                      {row.subjectLabel} <code className="ams-muted">{row.subject}</code>
                    </td>
                    <td>{row.actionLabel}</td>
                    <td>
                      <span className="ams-tag-list">
                        {row.roles.length === 0 ? (
                          <span className="ams-muted">{t('permissions.noRole')}</span>
                        ) : (
                          row.roles.map((role) => (
                            <Tag key={role.id} minimal round>
                              {roleLabel(t, role.name)}
                            </Tag>
                          ))
                        )}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </Card>
      )}
    </>
  );
}
