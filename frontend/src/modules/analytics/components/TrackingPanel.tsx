import '../analytics.css';
import {
  Button,
  Callout,
  Card,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createGoal,
  deleteGoal,
  fetchGoals,
  fetchTracking,
  type Goal,
  type SaveGoal,
} from '../../../api/analytics';
import { errorMessage } from '../../../i18n/errorText';
import { FormError } from '../../../ui/form/FormError';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { actionsColumn, StaticTable, type StaticColumn } from '../../../ui/list/StaticTable';
import { useConfirmedDelete } from '../../../ui/list/useConfirmedDelete';
import { showToast } from '../../../ui/toaster';
import { goalsKey, trackingKey } from '../queryKeys';
import { Heading } from '../../../ui/Heading';
import { TrackerHealth } from './TrackerHealth';

/** A website's tracking snippet to paste into its theme, and its conversion goals. */
export function TrackingPanel({ websiteId, canWrite }: { websiteId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const tracking = useQuery({
    queryKey: trackingKey(websiteId),
    queryFn: () => fetchTracking(websiteId),
  });
  const goals = useQuery({
    queryKey: goalsKey(websiteId),
    queryFn: () => fetchGoals(websiteId),
  });
  const refresh = () => client.invalidateQueries({ queryKey: goalsKey(websiteId) });
  const add = useMutation({
    mutationFn: (goal: SaveGoal) => createGoal(websiteId, goal),
    onSuccess: () => void refresh(),
  });
  const form = useEntityForm({
    initial: { name: '', kind: 'path', value: '' } as SaveGoal,
    fields: ['name', 'value'] as const,
    validate: (goal: SaveGoal) => ({
      ...(goal.name.trim() ? {} : { name: 'analytics.goals.nameRequired' as const }),
      ...(goal.value.trim() ? {} : { value: 'analytics.goals.valueRequired' as const }),
    }),
    mutation: add,
    toVariables: (goal) => ({ ...goal, name: goal.name.trim(), value: goal.value.trim() }),
    afterSave: { name: '', value: '' },
    idPrefix: 'goal',
  });
  const { draft } = form;
  const deletion = useConfirmedDelete<Goal>(
    useMutation({
      mutationFn: (goalId: number) => deleteGoal(websiteId, goalId),
      onSuccess: () => void refresh(),
    }),
    {
      deleted: t('analytics.goals.deleted'),
      failed: (error) => errorMessage(t, error),
    },
  );
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text);
    void showToast({
      intent: 'success',
      icon: 'clipboard',
      message: t('analytics.tracking.copied'),
    });
  };

  const goalColumns: StaticColumn<Goal>[] = [
    { id: 'name', title: t('analytics.goals.name'), rowHeader: true, render: (goal) => goal.name },
    {
      id: 'kind',
      title: t('analytics.goals.kind'),
      render: (goal) => t(`analytics.goals.kinds.${goal.kind}`),
    },
    { id: 'value', title: t('analytics.goals.value'), render: (goal) => <code>{goal.value}</code> },
    ...(canWrite
      ? [
          actionsColumn<Goal>(t('dataList.actions'), (goal) => (
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              intent="danger"
              aria-label={t('analytics.goals.delete', { name: goal.name })}
              loading={deletion.pending && deletion.target?.id === goal.id}
              onClick={() => deletion.ask(goal)}
            />
          )),
        ]
      : []),
  ];

  return (
    <div className="ams-tracking" data-testid="website-tracking">
      <Card className="ams-panel">
        <Heading level={2} size={5}>
          {t('analytics.tracking.title')}
        </Heading>
        <p>{t('analytics.tracking.body')}</p>
        {tracking.isPending ? (
          <Spinner size={20} />
        ) : tracking.isError ? (
          <Callout intent="danger">{errorMessage(t, tracking.error)}</Callout>
        ) : (
          <>
            <TextArea
              readOnly
              fill
              className="ams-analytics-snippet"
              value={tracking.data.snippet}
              data-testid="tracking-snippet"
              aria-label={t('analytics.tracking.title')}
            />
            <Button
              icon="clipboard"
              text={t('analytics.tracking.copy')}
              onClick={() => void copy(tracking.data.snippet)}
            />
            <TrackerHealth tracking={tracking.data} />
          </>
        )}
      </Card>
      <Card className="ams-panel">
        <Heading level={2} size={5}>
          {t('analytics.goals.title')}
        </Heading>
        <p>{t('analytics.goals.body')}</p>
        {goals.data && goals.data.data.length > 0 && (
          <StaticTable
            testId="goals-table"
            compact
            rows={goals.data.data}
            rowKey={(goal) => goal.id}
            rowTestId={(goal) => `goal-${goal.id}`}
            columns={goalColumns}
          />
        )}
        {canWrite && (
          <form onSubmit={form.onSubmit} noValidate aria-label={t('analytics.goals.add')}>
            <FormError message={form.formError} />
            <div className="ams-analytics-toolbar ams-goal-form">
              <FormGroup {...form.groupProps('name')} label={t('analytics.goals.name')}>
                <InputGroup {...form.inputProps('name')} />
              </FormGroup>
              <FormGroup labelFor="goal-kind" label={t('analytics.goals.kind')}>
                <HTMLSelect
                  id="goal-kind"
                  value={draft.kind}
                  onChange={(e) => form.set('kind', e.currentTarget.value as SaveGoal['kind'])}
                >
                  <option value="path">{t('analytics.goals.kinds.path')}</option>
                  <option value="event">{t('analytics.goals.kinds.event')}</option>
                </HTMLSelect>
              </FormGroup>
              <FormGroup {...form.groupProps('value')} label={t('analytics.goals.value')}>
                <InputGroup
                  {...form.inputProps('value')}
                  placeholder={draft.kind === 'path' ? '/thank-you' : 'signup'}
                />
              </FormGroup>
              <Button
                type="submit"
                intent="primary"
                icon="add"
                text={t('analytics.goals.add')}
                loading={form.pending}
              />
            </div>
          </form>
        )}
      </Card>
      <ConfirmDeleteAlert
        isOpen={deletion.target !== null}
        message={t('analytics.goals.confirmDelete', { name: deletion.target?.name ?? '' })}
        loading={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
        testId="goals-delete-confirm"
      />
    </div>
  );
}
