import { Alert, Button, ButtonGroup, Callout, Card, Classes, ProgressBar } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  reviseReview,
  saveReview,
  sendReview,
  type Review,
  type ReviewDraft,
} from '../../../api/reviews';
import { ArticleDraftFields } from '../../../ui/article/ArticleDraftFields';
import { useAskAgain } from '../../../ui/article/useAskAgain';
import {
  ARTICLE_DRAFT_FIELDS,
  bodyOf,
  draftRules,
  valuesOf,
} from '../../../ui/article/articleDraft';
import { errorMessage } from '../../../i18n/errorText';
import { FormError } from '../../../ui/form/FormError';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { readableText, TextChanges } from '../../../ui/TextChanges';
import { showToast } from '../../../ui/toaster';
import { sanitizeArticleHtml } from '../../content';
import { stageLabel, STATE_LABEL, useJobProgress } from '../../jobs';
import { useReviewActions } from '../hooks/useReviews';
import { runMutation } from '../../../api/runMutation';

type Action = 'save' | 'send';

/**
 * A held AI copy beside its source: every part editable, the changes marked (against the source,
 * or against what the AI wrote), one part at a time asked of the AI again, then saved for later,
 * sent to the website, or discarded.
 */
export function ReviewEditor({ review, onGone }: { review: Review; onGone: () => void }) {
  const { t } = useTranslation();
  const actions = useReviewActions(review.id);
  const [compare, setCompare] = useState<'source' | 'ai'>('source');
  const [confirmSend, setConfirmSend] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const held = review.state === 'held';
  const submit = useMutation({
    mutationFn: async ({ action, draft }: { action: Action; draft: ReviewDraft }) =>
      action === 'send'
        ? { action, jobId: (await sendReview(review.id, draft)).jobId }
        : { action, jobId: null, review: await saveReview(review.id, draft) },
    onSettled: () => void actions.refresh(),
  });
  // The action the next submit sends as (the form turns the draft into the request then).
  const actionRef = useRef<Action>('send');
  const [action, setAction] = useState<Action>('send');
  const form = useEntityForm({
    initial: () => valuesOf(review.draft ?? {}),
    fields: ARTICLE_DRAFT_FIELDS,
    validate: draftRules,
    mutation: submit,
    toVariables: (draft) => ({ action: actionRef.current, draft: bodyOf(draft) }),
    idPrefix: 'review',
    ids: { html: 'review-body' },
    codeFields: {},
    refocus: true,
    onSaved: (result) =>
      void showToast(
        result.action === 'send'
          ? {
              intent: 'success',
              icon: 'send-message',
              message: t('reviews.sent', { website: review.websiteName }),
            }
          : { intent: 'success', icon: 'floppy-disk', message: t('reviews.saved') },
      ),
  });
  const { draft } = form;
  const run = (next: Action) => {
    actionRef.current = next;
    setAction(next);
    form.submit();
  };

  const revise = useAskAgain(form, (ask) =>
    reviseReview(review.id, ask.part, ask.draft, ask.instruction),
  );

  const base = compare === 'source' ? review.source : review.draft;
  const discard = () =>
    runMutation(actions.discard, undefined, {
      onSuccess: () => {
        void showToast({ intent: 'success', icon: 'trash', message: t('reviews.discarded') });
        onGone();
      },
      onError: (error) =>
        void showToast({ intent: 'danger', icon: 'error', message: errorMessage(t, error) }),
    });

  return (
    <div className="ams-review-grid">
      <Card className="ams-review-source" data-testid="review-source">
        <h2 className={`${Classes.HEADING} ams-review-heading`}>
          {t('reviews.source', { website: review.sourceWebsiteName })}
        </h2>
        <h3
          dir="auto"
          className={`${Classes.HEADING} ams-review-subheading ams-review-source-title`}
        >
          {review.source.title}
        </h3>
        {review.source.excerpt && (
          <p dir="auto" className="ams-muted">
            {readableText(review.source.excerpt)}
          </p>
        )}
        <div
          className="ams-review-preview"
          dir="auto"
          dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(review.source.html) }}
        />
      </Card>
      <Card className="ams-review-copy">
        <h2 className={`${Classes.HEADING} ams-review-heading`}>
          {t('reviews.copy', { website: review.websiteName })}
        </h2>
        <ReviewStatus review={review} />
        <form onSubmit={(event) => event.preventDefault()} data-testid="review-form">
          <ArticleDraftFields
            form={form}
            editable={held}
            revise={revise}
            seoNote={review.pushSeo ? null : t('reviews.seoNotPushed')}
            idPrefix="review"
          />
          <FormError message={form.formError} />
          {held && (
            <div className="ams-review-actions">
              <Button
                intent="danger"
                minimal
                icon="trash"
                text={t('reviews.discard')}
                onClick={() => setConfirmDiscard(true)}
                data-testid="review-discard"
              />
              <Button
                icon="floppy-disk"
                text={t('reviews.save')}
                loading={form.pending && action === 'save'}
                disabled={form.pending}
                onClick={() => run('save')}
                data-testid="review-save"
              />
              <Button
                intent="primary"
                icon="send-message"
                text={t('reviews.send', { website: review.websiteName })}
                loading={form.pending && action === 'send'}
                disabled={form.pending}
                onClick={() => (review.replacesPost ? setConfirmSend(true) : run('send'))}
                data-testid="review-send"
              />
            </div>
          )}
        </form>
      </Card>
      <Card className="ams-review-changes" data-testid="review-changes">
        <div className="ams-review-changes-head">
          <h2 className={`${Classes.HEADING} ams-review-heading`}>{t('reviews.changes')}</h2>
          <ButtonGroup aria-label={t('reviews.compareWith')}>
            <Button
              small
              active={compare === 'source'}
              text={t('reviews.compareSource')}
              onClick={() => setCompare('source')}
            />
            <Button
              small
              active={compare === 'ai'}
              text={t('reviews.compareAi')}
              disabled={!review.draft}
              onClick={() => setCompare('ai')}
            />
          </ButtonGroup>
        </div>
        <p className="ams-muted">{t('reviews.changesLegend')}</p>
        <h3 className={`${Classes.HEADING} ams-review-subheading`}>{t('reviews.parts.title')}</h3>
        <TextChanges before={base?.title ?? ''} after={draft.title} testId="review-diff-title" />
        <h3 className={`${Classes.HEADING} ams-review-subheading`}>{t('reviews.parts.html')}</h3>
        <TextChanges
          before={readableText(base?.html ?? '')}
          after={readableText(draft.html)}
          testId="review-diff-body"
        />
      </Card>
      <Alert
        isOpen={confirmSend}
        intent="primary"
        icon="send-message"
        confirmButtonText={t('reviews.send', { website: review.websiteName })}
        cancelButtonText={t('common.cancel')}
        onCancel={() => setConfirmSend(false)}
        onConfirm={() => {
          setConfirmSend(false);
          run('send');
        }}
      >
        <p>{t('reviews.replacesConfirm', { website: review.websiteName })}</p>
      </Alert>
      <Alert
        isOpen={confirmDiscard}
        intent="danger"
        icon="trash"
        confirmButtonText={t('reviews.discard')}
        cancelButtonText={t('common.cancel')}
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          discard();
        }}
      >
        <p>{t('reviews.discardConfirm')}</p>
      </Alert>
    </div>
  );
}

/** Where the copy stands once it no longer waits: being written (live), written, dropped, failed. */
function ReviewStatus({ review }: { review: Review }) {
  const { t } = useTranslation();
  const jobId = review.state === 'running' && review.lastJobId ? Number(review.lastJobId) : 0;
  const live = useJobProgress(jobId).data;
  if (review.state === 'held') return null;
  if (review.state === 'running') {
    const active = live?.state === 'active';
    return (
      <Callout
        intent="primary"
        icon="send-message"
        data-testid="review-status"
        data-state="running"
      >
        {active
          ? `${stageLabel(t, live.stage) || t(STATE_LABEL.active)} · ${live.progress}%`
          : t('reviews.sending')}
        <ProgressBar
          intent="primary"
          value={active ? live.progress / 100 : undefined}
          animate
          stripes
        />
      </Callout>
    );
  }
  return (
    <Callout
      intent={
        review.state === 'completed'
          ? 'success'
          : review.state === 'cancelled'
            ? 'warning'
            : 'danger'
      }
      data-testid="review-status"
      data-state={review.state}
    >
      {t(`reviews.state.${review.state}`, { website: review.websiteName })}
    </Callout>
  );
}
