import { Alert, Button, ButtonGroup, Callout, Card, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedArticle } from '../../../api/generation';
import { errorText } from '../../../i18n/errorText';
import { sanitizeArticleHtml } from '../../content';
import { type LiveJobRun, failureText } from '../../jobs';
import { Heading } from '../../../ui/Heading';
import { GeneratedEditor } from './GeneratedEditor';

interface GeneratedResultProps {
  job: LiveJobRun | undefined;
  /** The text the AI writes, as it streams in. */
  streamed: string;
  /** Busy states: the AI is writing it; it is on its way to the destination. */
  writing: boolean;
  sending: boolean;
  result: GeneratedArticle | undefined;
  pending: { again: boolean; discard: boolean; undo: boolean };
  onRegenerate: () => void;
  onUse: () => void;
  onDiscard: () => void;
  /** Puts back the post Use replaced (offered while `result.undoable`). */
  onUndo: () => void;
}

/** The article as it streams in, then as written with its SEO data, and what to do with it. */
export function GeneratedResult({
  job,
  streamed,
  writing,
  sending,
  result,
  pending,
  onRegenerate,
  onUse,
  onDiscard,
  onUndo,
}: GeneratedResultProps) {
  const { t } = useTranslation();
  const [askingUndo, setAskingUndo] = useState(false);
  const [editing, setEditing] = useState(false);
  const written =
    !writing &&
    (result?.state === 'ready' || result?.state === 'sending' || result?.state === 'used');
  const ready = result?.state === 'ready' && !writing && !sending;
  const contentHtml = written ? (result?.contentHtml ?? '') : '';
  const html = useMemo(() => (contentHtml ? sanitizeArticleHtml(contentHtml) : ''), [contentHtml]);
  const failure =
    job?.state === 'failed'
      ? failureText(t, job) || t('common.unknownError')
      : result?.failureCode && !writing && !sending
        ? (errorText(t, { code: result.failureCode }) ?? result.failureCode)
        : null;
  const settled = !writing && !sending && (ready || result?.state === 'failed');

  return (
    <Card className="ams-generation-result" data-testid="generation-result">
      <div className="ams-generation-status">
        {writing && (
          <Tag intent="primary" minimal icon="refresh" data-testid="generation-busy">
            {t('jobs.stages.generating')}
          </Tag>
        )}
        {sending && (
          <Tag intent="primary" minimal icon="send-message" data-testid="generation-sending">
            {t('jobs.stages.sending')}
          </Tag>
        )}
        {failure && (
          <Callout intent="danger" icon="error" data-testid="generation-failed">
            {failure}
          </Callout>
        )}
      </div>
      {editing && ready && result ? (
        <GeneratedEditor article={result} onDone={() => setEditing(false)} />
      ) : written && result ? (
        <>
          <Heading level={2} size={4} data-testid="generation-title">
            {result.title}
          </Heading>
          <div
            className="ams-article-content"
            data-testid="generation-body"
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <dl className="ams-generation-seo" data-testid="generation-seo">
            <dt>{t('articles.seo.seoTitle')}</dt>
            <dd>{result.seoTitle ?? '—'}</dd>
            <dt>{t('articles.seo.metaDescription')}</dt>
            <dd>{result.metaDescription ?? '—'}</dd>
            <dt>{t('articles.seo.focusKeyword')}</dt>
            <dd>{result.focusKeyword ?? '—'}</dd>
          </dl>
        </>
      ) : (
        <pre className="ams-generation-stream" data-testid="generation-stream" aria-live="polite">
          {streamed}
        </pre>
      )}
      {result?.state === 'used' && !sending && (
        <Callout intent="success" data-testid="generation-used">
          {t('generation.used')}
          {result.undoable && (
            <Button
              className="ams-generation-undo"
              size="small"
              icon="undo"
              text={t('generation.undo.button')}
              loading={pending.undo}
              onClick={() => setAskingUndo(true)}
              data-testid="generation-undo"
            />
          )}
        </Callout>
      )}
      <Alert
        isOpen={askingUndo}
        icon="undo"
        intent="warning"
        canEscapeKeyCancel
        cancelButtonText={t('generation.undo.keep')}
        confirmButtonText={t('generation.undo.button')}
        onConfirm={() => {
          setAskingUndo(false);
          onUndo();
        }}
        onCancel={() => setAskingUndo(false)}
      >
        <p data-testid="generation-undo-confirm">{t('generation.undo.confirm')}</p>
      </Alert>
      <ButtonGroup>
        <Button
          icon="edit"
          text={t('generation.edit.button')}
          disabled={!ready || editing}
          onClick={() => setEditing(true)}
          data-testid="generation-edit"
        />
        <Button
          icon="refresh"
          text={t('generation.regenerate')}
          disabled={!settled}
          loading={pending.again}
          onClick={onRegenerate}
          data-testid="generation-regenerate"
        />
        <Button
          icon="tick"
          intent="success"
          text={t('generation.use')}
          disabled={!ready || editing}
          loading={sending}
          onClick={onUse}
          data-testid="generation-use"
        />
        {/* While it is written, discarding stops it: the provider call is aborted at once. */}
        <Button
          icon={writing ? 'stop' : 'trash'}
          intent="danger"
          text={writing ? t('jobs.stop.generation') : t('generation.discard')}
          disabled={!settled && !writing}
          loading={pending.discard}
          onClick={onDiscard}
          data-testid="generation-discard"
        />
      </ButtonGroup>
    </Card>
  );
}
