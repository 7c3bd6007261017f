import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userDataAtom } from '../../../state/userDataAtom';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useSubmitFeedback } from '../hooks/useFeedbacks';
import {
  FEEDBACK_FIELDS,
  FEEDBACK_MESSAGE_MAX,
  FULL_NAME_MAX,
  validateFeedback,
  type FeedbackDraft,
} from '../validation';

/** The page the report is sent from; the browser travels as the request's User-Agent. */
const currentPage = () => `${window.location.pathname}${window.location.search}`;

/**
 * Report an issue (navbar): name and email prefilled from the profile and editable, the message,
 * and as context the page it is sent from and the browser.
 */
export default function ReportIssueDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useAtomValue(userDataAtom);
  const [page] = useState(currentPage);
  const form = useEntityForm({
    initial: (): FeedbackDraft => ({
      fullName: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
      email: user?.email ?? '',
      message: '',
    }),
    fields: FEEDBACK_FIELDS,
    validate: validateFeedback,
    mutation: useSubmitFeedback(),
    toVariables: (draft) => ({
      fullName: draft.fullName.trim(),
      email: draft.email.trim(),
      message: draft.message.trim(),
      page,
    }),
    messages: { saved: t('feedback.submitted'), failed: t('feedback.submitFailed') },
    idPrefix: 'feedback',
    onClose,
  });

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={t('reportIssue.title')}
      icon="issue"
      label={t('reportIssue.title')}
      testId="report-issue-dialog"
      saveText={t('reportIssue.send')}
      saveTestId="report-issue-send"
    >
      <div className="ams-form-row">
        <FormGroup
          label={t('feedback.fields.fullName')}
          labelInfo={t('dataList.required')}
          {...form.groupProps('fullName')}
        >
          <InputGroup {...form.inputProps('fullName')} maxLength={FULL_NAME_MAX + 10} />
        </FormGroup>
        <FormGroup
          label={t('feedback.fields.email')}
          labelInfo={t('dataList.required')}
          {...form.groupProps('email')}
        >
          <InputGroup {...form.inputProps('email')} type="email" maxLength={300} />
        </FormGroup>
      </div>
      <FormGroup
        label={t('feedback.fields.message')}
        labelInfo={t('dataList.required')}
        {...form.groupProps('message', t('reportIssue.messageHint'))}
      >
        <TextArea
          id={form.idOf('message')}
          name="message"
          fill
          autoFocus
          rows={6}
          value={form.draft.message}
          maxLength={FEEDBACK_MESSAGE_MAX + 100}
          intent={form.errorOf('message') ? 'danger' : 'none'}
          onChange={(e) => form.set('message', e.currentTarget.value)}
        />
      </FormGroup>
      <p className="bp6-text-muted bp6-text-small" data-testid="report-issue-context">
        {t('reportIssue.context', { page })}
      </p>
    </FormDialog>
  );
}
