import '../cloning.css';
import {
  Callout,
  Checkbox,
  FormGroup,
  InputGroup,
  Radio,
  RadioGroup,
  Switch,
} from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CLONE_STATUSES, type CloneStarted, type CloneStatus } from '../../../api/cloning';
import { STATUS_LABEL, useWebsiteChoices } from '../../content';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useCloneArticles, useCloneCopies } from '../hooks/useCloning';
import {
  CLONE_FIELDS,
  initialCloneDraft,
  toCloneBody,
  validateClone,
  type CloneDraft,
} from '../validation';
import { CloneDestinations } from './CloneDestinations';

interface CloneDialogProps {
  articleIds: readonly number[];
  /** The websites the articles come from: never a destination. */
  sourceWebsiteIds: readonly number[];
  /** The sources are still being read: no destination is offered yet. */
  sourcesLoading?: boolean;
  onClose: () => void;
  onStarted?: (started: CloneStarted) => void;
}

/**
 * Clone articles into other websites: destinations the reader may write to, unchanged or
 * reworked by AI, Yoast, and the status (and date) on the destination. The parent mounts it
 * fresh for each opening.
 */
export function CloneDialog({
  articleIds,
  sourceWebsiteIds,
  sourcesLoading = false,
  onClose,
  onStarted,
}: CloneDialogProps) {
  const { t } = useTranslation();
  const websites = useWebsiteChoices();
  const destinations = useMemo(() => {
    const sources = new Set(sourceWebsiteIds);
    return (websites.data?.data ?? []).filter((w) => w.canWrite && !sources.has(w.id));
  }, [websites.data, sourceWebsiteIds]);

  const form = useEntityForm({
    initial: initialCloneDraft,
    fields: CLONE_FIELDS,
    validate: (draft: CloneDraft) => validateClone(draft),
    mutation: useCloneArticles(),
    toVariables: (draft) => toCloneBody(articleIds, draft),
    messages: { failed: t('cloning.failed') },
    codeFields: {
      'clone.same_website': 'websiteIds',
      'clone.destination_not_verified': 'websiteIds',
      'clone.date_required': 'date',
      'clone.date_past': 'date',
      'clone.date_without_future': 'date',
    },
    formErrors: 'refusals',
    idPrefix: 'clone',
    refocus: true,
    onSaved: (started) => onStarted?.(started),
    onClose,
  });
  const { draft } = form;
  // Where copies exist already: the destinations say so, and the dialog asks update-or-new.
  const copies = useCloneCopies(articleIds);
  const copied = useMemo(() => {
    const articlesPerSite = new Map<number, number>();
    for (const copy of copies.data ?? []) {
      articlesPerSite.set(copy.websiteId, (articlesPerSite.get(copy.websiteId) ?? 0) + 1);
    }
    return articlesPerSite;
  }, [copies.data]);
  const chosenCopied = destinations.filter(
    (w) => draft.websiteIds.includes(w.id) && copied.has(w.id),
  );
  // AI rework runs on the destination's AI service: say at once which chosen ones have none.
  const withoutAi = destinations
    .filter((w) => draft.websiteIds.includes(w.id) && w.aiServiceId === null)
    .map((w) => w.name);

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={t('cloning.dialog.title', { count: articleIds.length })}
      icon="duplicate"
      className="ams-clone-dialog"
      label={t('cloning.dialog.title', { count: articleIds.length })}
      testId="clone-dialog"
      saveText={t('cloning.dialog.submit')}
      saveTestId="clone-submit"
      cancelTestId="clone-cancel"
    >
      <FormGroup
        label={t('cloning.dialog.destinations')}
        labelInfo={t('dataList.required')}
        {...form.groupProps('websiteIds', t('cloning.dialog.destinationsHint'))}
      >
        <CloneDestinations
          id={form.idOf('websiteIds')}
          websites={destinations}
          loading={websites.isPending || sourcesLoading}
          chosen={draft.websiteIds}
          invalid={!!form.errorOf('websiteIds')}
          copied={copied}
          onChange={(ids) => form.set('websiteIds', ids)}
        />
      </FormGroup>
      {chosenCopied.length > 0 && (
        <Callout
          intent="primary"
          icon="duplicate"
          className="ams-form-callout"
          data-testid="clone-existing"
        >
          <p>
            {t('cloning.dialog.existingCopies', {
              names: chosenCopied
                .map((w) =>
                  articleIds.length > 1
                    ? t('cloning.dialog.existingOf', {
                        name: w.name,
                        copied: copied.get(w.id) ?? 0,
                        total: articleIds.length,
                      })
                    : w.name,
                )
                .join(', '),
            })}
          </p>
          <RadioGroup
            name="clone-existing"
            selectedValue={draft.existing}
            onChange={(event) =>
              form.set('existing', event.currentTarget.value === 'new' ? 'new' : 'update')
            }
          >
            <Radio
              value="update"
              label={t('cloning.dialog.existingUpdate')}
              data-testid="clone-existing-update"
            />
            <Radio
              value="new"
              label={t('cloning.dialog.existingNew')}
              data-testid="clone-existing-new"
            />
          </RadioGroup>
        </Callout>
      )}
      <RadioGroup
        label={t('cloning.dialog.type')}
        name="clone-type"
        selectedValue={draft.type}
        onChange={(event) =>
          form.set('type', event.currentTarget.value === 'ai' ? 'ai' : 'unchanged')
        }
      >
        <Radio
          value="unchanged"
          label={t('cloning.type.unchanged')}
          data-testid="clone-type-unchanged"
        />
        <Radio value="ai" label={t('cloning.type.ai')} data-testid="clone-type-ai" />
      </RadioGroup>
      {draft.type === 'ai' && withoutAi.length > 0 && (
        <Callout
          intent="warning"
          icon="warning-sign"
          className="ams-form-callout"
          data-testid="clone-no-ai-service"
        >
          {t('cloning.dialog.noAiService', { names: withoutAi.join(', ') })}
        </Callout>
      )}
      {draft.type === 'ai' && (
        <Checkbox
          className="ams-clone-indent"
          checked={draft.skipTranslation}
          label={t('cloning.dialog.skipTranslation')}
          data-testid="clone-skip-translation"
          onChange={(event) => form.set('skipTranslation', event.currentTarget.checked)}
        />
      )}
      {draft.type === 'unchanged' && (
        <Checkbox
          checked={draft.followSource}
          label={t('cloning.dialog.followSource')}
          data-testid="clone-follow-source"
          onChange={(event) => form.set('followSource', event.currentTarget.checked)}
        />
      )}
      <Switch
        checked={draft.pushSeo}
        label={t('cloning.dialog.pushSeo')}
        data-testid="clone-push-seo"
        onChange={(event) => form.set('pushSeo', event.currentTarget.checked)}
      />
      <RadioGroup
        label={t('cloning.dialog.status')}
        name="clone-status"
        inline
        selectedValue={draft.status}
        onChange={(event) => form.set('status', event.currentTarget.value as CloneStatus)}
      >
        {CLONE_STATUSES.map((status) => (
          <Radio
            key={status}
            value={status}
            label={t(STATUS_LABEL[status])}
            data-testid={`clone-status-${status}`}
          />
        ))}
      </RadioGroup>
      {draft.status === 'future' && (
        <FormGroup
          label={t('cloning.dialog.date')}
          labelInfo={t('dataList.required')}
          {...form.groupProps('date', t('cloning.dialog.dateHint'))}
        >
          <InputGroup {...form.inputProps('date')} type="datetime-local" data-testid="clone-date" />
        </FormGroup>
      )}
    </FormDialog>
  );
}
