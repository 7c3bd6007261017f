import { Button, Callout, Card, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Website, WebsiteUser } from '../../../api/websites';
import { ApiError } from '../../../api/errors';
import { errorMessage, fieldErrorTexts } from '../../../i18n/errorText';
import { EmptyState } from '../../../ui/EmptyState';
import { showToast } from '../../../ui/toaster';
import { useReplaceWebsiteUsers, useWebsiteUsersQuery } from '../hooks/useWebsites';
import { AddUserSuggest } from './AddUserSuggest';
import { AssignedUserRow } from './AssignedUserRow';
import { runMutation } from '../../../api/runMutation';

interface WebsiteUsersProps {
  website: Website;
  /** Changing assignments needs write on this website. */
  canWrite: boolean;
  /** Adding someone needs to read the users list. */
  canPickUsers: boolean;
}

const sameSet = (a: readonly WebsiteUser[], b: readonly WebsiteUser[]) =>
  a.length === b.length &&
  a.every((user) =>
    b.some((other) => other.userId === user.userId && other.canWrite === user.canWrite),
  );

/** Assigned users, can-edit or view-only; writers add, remove and switch them, then save. */
export function WebsiteUsers({ website, canWrite, canPickUsers }: WebsiteUsersProps) {
  const { t } = useTranslation();
  const users = useWebsiteUsersQuery(website.id);
  const save = useReplaceWebsiteUsers(website.id);
  // null: no local edits, the server's list is shown.
  const [draft, setDraft] = useState<WebsiteUser[] | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  if (users.isPending)
    return (
      <Card className="ams-website-users" aria-busy>
        {t('common.loading')}
      </Card>
    );
  if (users.isError) {
    return (
      <EmptyState
        icon="error"
        title={t('websites.users.loadFailed')}
        description={errorMessage(t, users.error)}
        action={<Button text={t('common.retry')} onClick={() => void users.refetch()} />}
      />
    );
  }
  const rows = draft ?? users.data;
  const dirty = draft !== null && !sameSet(draft, users.data);
  const edit = (next: WebsiteUser[]) => {
    setSaveError(null);
    setDraft(next);
  };

  const onSave = () => {
    const assignments = rows
      .filter((user) => !user.isAdmin)
      .map(({ userId, canWrite: write }) => ({ userId, canWrite: write }));
    runMutation(save, assignments, {
      onSuccess: () => {
        setDraft(null);
        void showToast({ intent: 'success', icon: 'tick', message: t('websites.saved') });
      },
      onError: (error) => {
        void showToast({ intent: 'danger', icon: 'error', message: t('websites.saveFailed') });
        if (error instanceof ApiError) {
          const fields = fieldErrorTexts(t, error, Object.keys(error.errors));
          setSaveError(Object.values(fields)[0] ?? errorMessage(t, error));
        }
      },
    });
  };

  return (
    <Card className="ams-website-users" data-testid="website-users">
      {saveError && (
        <Callout intent="danger" icon="error" className="ams-form-callout" role="alert">
          {saveError}
        </Callout>
      )}
      {canWrite && (
        <div className="ams-website-users-add">
          <AddUserSuggest
            accountId={website.accountId}
            enabled={canPickUsers}
            assigned={rows.map((user) => user.userId)}
            onAdd={(user) => edit([...rows, user])}
          />
        </div>
      )}
      {rows.length === 0 ? (
        <p className="ams-muted">{t('websites.users.none')}</p>
      ) : (
        <ul className="ams-assigned-list">
          {rows.map((user) => (
            <AssignedUserRow
              key={user.userId}
              user={user}
              editable={canWrite && !user.isAdmin}
              onToggle={(write) =>
                edit(
                  rows.map((row) =>
                    row.userId === user.userId ? { ...row, canWrite: write } : row,
                  ),
                )
              }
              onRemove={() => edit(rows.filter((row) => row.userId !== user.userId))}
            />
          ))}
        </ul>
      )}
      {canWrite && (
        <div className="ams-website-actions">
          <Button
            intent="primary"
            icon="floppy-disk"
            text={t('dataList.save')}
            disabled={!dirty}
            loading={save.isPending}
            onClick={onSave}
            data-testid="website-users-save"
          />
          {dirty && <Button text={t('websites.users.discard')} onClick={() => edit(users.data)} />}
          {!dirty && <Tag minimal>{t('websites.users.adminsNote')}</Tag>}
        </div>
      )}
    </Card>
  );
}
