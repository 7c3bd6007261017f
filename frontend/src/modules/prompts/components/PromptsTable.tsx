import { Alert, Button, ButtonGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import type { Prompt } from '../../../api/prompts';
import { errorMessage } from '../../../i18n/errorText';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import { StaticTable, type StaticColumn } from '../../../ui/list/StaticTable';
import { showToast } from '../../../ui/toaster';
import {
  useDeletePrompt,
  usePromptsQuery,
  useResetPrompt,
  type PromptScope,
  type PromptTarget,
} from '../hooks/usePrompts';
import { PromptDialog } from './PromptDialog';
import '../prompts.css';
import { StateText } from '../../../ui/StateText';
import { runMutation } from '../../../api/runMutation';

const isRecordChanged = (error: unknown) =>
  error instanceof ApiError && error.code === 'record.changed';

interface PromptsTableProps {
  /** null: the system defaults; a website id: that website's prompts. */
  scope: PromptScope;
  canWrite: boolean;
}

/**
 * One row per prompt type: the text in use, whether it is the website's own or the default, and
 * edit (with Generate), reset to the default and delete (both confirmed) for the website's own.
 */
export function PromptsTable({ scope, canWrite }: PromptsTableProps) {
  const { t } = useTranslation();
  const prompts = usePromptsQuery(scope);
  const [editing, setEditing] = useState<Prompt | null>(null);
  const [deleting, setDeleting] = useState<PromptTarget | null>(null);
  const [resetting, setResetting] = useState<PromptTarget | null>(null);
  const remove = useDeletePrompt(scope ?? 0);
  const reset = useResetPrompt(scope ?? 0);

  if (prompts.isPending) return <Spinner size={24} />;
  if (prompts.isError) {
    return (
      <NonIdealState
        icon="error"
        description={
          <StateText
            level={2}
            title={t('prompts.loadFailed')}
            description={errorMessage(t, prompts.error)}
          />
        }
        action={<Button text={t('common.retry')} onClick={() => void prompts.refetch()} />}
      />
    );
  }

  // Someone saved the prompt after the list showed it: nothing was done, the list shows theirs.
  const failed = (error: unknown, message: string) =>
    void showToast(
      isRecordChanged(error)
        ? { intent: 'warning', icon: 'people', message: t('prompts.changedMeanwhile') }
        : { intent: 'danger', icon: 'error', message },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    runMutation(remove, deleting, {
      onSuccess: () =>
        void showToast({ intent: 'success', icon: 'tick', message: t('prompts.deleted') }),
      onError: (error) => failed(error, t('prompts.deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };
  const confirmReset = () => {
    if (!resetting) return;
    runMutation(reset, resetting, {
      onSuccess: () =>
        void showToast({ intent: 'success', icon: 'tick', message: t('prompts.reset') }),
      onError: (error) => failed(error, t('prompts.saveFailed')),
      onSettled: () => setResetting(null),
    });
  };

  const columns: StaticColumn<Prompt>[] = [
    {
      id: 'type',
      title: t('prompts.fields.type'),
      render: (prompt) => <strong>{t(`prompts.types.${prompt.type}`)}</strong>,
    },
    {
      id: 'promptText',
      title: t('prompts.fields.promptText'),
      render: (prompt) => <div className="ams-prompt-text">{prompt.promptText}</div>,
    },
    ...(scope !== null
      ? [
          {
            id: 'source',
            title: t('prompts.fields.source'),
            render: (prompt: Prompt) => (
              <Tag minimal intent={prompt.own ? 'primary' : 'none'}>
                {prompt.own ? t('prompts.own') : t('prompts.default')}
              </Tag>
            ),
          },
        ]
      : []),
    {
      id: 'enabled',
      title: t('prompts.fields.enabled'),
      render: (prompt) => (
        <Tag minimal intent={prompt.enabled ? 'success' : 'warning'}>
          {prompt.enabled ? t('prompts.enabled') : t('prompts.disabled')}
        </Tag>
      ),
    },
    {
      id: 'updatedBy',
      title: t('prompts.fields.updatedBy'),
      render: (prompt) => prompt.updatedBy?.name ?? '—',
    },
    {
      id: 'actions',
      title: t('dataList.actions'),
      hiddenTitle: true,
      render: (prompt) => (
        <ButtonGroup minimal>
          {canWrite && (
            <Button
              icon="edit"
              aria-label={t('prompts.edit')}
              title={t('prompts.edit')}
              onClick={() => setEditing(prompt)}
              data-testid={`prompt-edit-${prompt.type}`}
            />
          )}
          {canWrite && scope !== null && prompt.own && (
            <Button
              icon="reset"
              aria-label={t('prompts.resetAction')}
              title={t('prompts.resetAction')}
              onClick={() => setResetting(prompt)}
              data-testid={`prompt-reset-${prompt.type}`}
            />
          )}
          {canWrite && scope !== null && prompt.own && (
            <Button
              icon="trash"
              intent="danger"
              aria-label={t('dataList.delete')}
              title={t('dataList.delete')}
              onClick={() => setDeleting(prompt)}
              data-testid={`prompt-delete-${prompt.type}`}
            />
          )}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <>
      <StaticTable
        testId="prompts-table"
        className="ams-prompts-table"
        rows={prompts.data}
        columns={columns}
        rowKey={(prompt) => prompt.type}
        rowTestId={(prompt) => `prompt-row-${prompt.type}`}
      />
      {editing && <PromptDialog scope={scope} prompt={editing} onClose={() => setEditing(null)} />}
      <ConfirmDeleteAlert
        isOpen={deleting !== null}
        message={t('prompts.confirmDelete', {
          type: deleting ? t(`prompts.types.${deleting.type}`) : '',
        })}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="prompt-delete-confirm"
      />
      <Alert
        isOpen={resetting !== null}
        intent="warning"
        icon="reset"
        loading={reset.isPending}
        canEscapeKeyCancel
        cancelButtonText={t('common.cancel')}
        confirmButtonText={t('prompts.resetAction')}
        onConfirm={confirmReset}
        onCancel={() => setResetting(null)}
      >
        <p data-testid="prompt-reset-confirm">
          {t('prompts.confirmReset', {
            type: resetting ? t(`prompts.types.${resetting.type}`) : '',
          })}
        </p>
      </Alert>
    </>
  );
}
