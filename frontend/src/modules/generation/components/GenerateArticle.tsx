import '../generation.css';
import {
  Button,
  Card,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GENERATION_MODES,
  MAX_SOURCES,
  type GenerateInput,
  type GenerationMode,
} from '../../../api/generation';
import { errorMessage } from '../../../i18n/errorText';
import { type FieldRules, useEntityForm } from '../../../ui/form/useEntityForm';
import { showToast } from '../../../ui/toaster';
import { useWebsiteOptions } from '../../content';
import {
  useDiscardGenerated,
  useGeneratedQuery,
  useRegenerate,
  useStartGeneration,
  useUndoUse,
  useUseGenerated,
} from '../hooks/useGeneration';
import { useGenerationRun } from '../hooks/useGenerationRun';
import { GeneratedResult } from './GeneratedResult';
import { ReplaceDiffDialog } from './ReplaceDiffDialog';
import { SourcePicker, type SourceArticle } from './SourcePicker';
import { runMutation } from '../../../api/runMutation';

/** What a person reads once the article is sent, by what happened to its SEO data. */
const USED_MESSAGE = {
  saved: 'generation.yoastSaved',
  not_saved: 'generation.yoastNotSaved',
  absent: 'generation.yoastAbsent',
} as const;

interface GenerateArticleProps {
  /** Sources chosen before (the rows selected in the articles list). */
  initialSources?: SourceArticle[];
  /** Why some selected rows were not taken as sources. */
  sourcesCut?: string | null;
  /**
   * The name under which the tab keeps following the article being written or sent, so a reload
   * shows it again (the page); without it, it lasts as long as the component (the drawer).
   */
  workflow?: string;
}

type Field = 'topic' | 'sources' | 'websiteId' | 'mode' | 'target';
const FIELDS: readonly Field[] = ['topic', 'sources', 'websiteId', 'mode', 'target'];

interface GenerationDraft {
  topic: string;
  sources: SourceArticle[];
  /** The destination, as the select holds it ('' until chosen). */
  websiteId: string;
  mode: GenerationMode;
  /** The article to update or rework (one at most). */
  target: SourceArticle[];
}

/** The client rules: Generate stays disabled while one of them fails. */
function generationRules(draft: GenerationDraft): FieldRules<Field> {
  return {
    topic: draft.topic.trim() ? undefined : 'websites.glossary.required',
    websiteId: draft.websiteId ? undefined : 'generation.chooseWebsite',
    target:
      draft.mode === 'follow_up' || draft.target.length === 1
        ? undefined
        : 'errors.generation.target_required',
  };
}

/**
 * Generate with AI, whole: a topic, up to 3 source articles, a destination website and a mode;
 * the article streams in as the AI writes it (busy: generating), then regenerate, use (busy:
 * sending) or discard. The page and the articles list's drawer both show this.
 */
export function GenerateArticle({
  initialSources = [],
  sourcesCut = null,
  workflow,
}: GenerateArticleProps) {
  const { t } = useTranslation();
  const websites = useWebsiteOptions();
  const start = useStartGeneration();
  const again = useRegenerate();
  const use = useUseGenerated();
  const discard = useDiscardGenerated();
  const undo = useUndoUse();
  /** An update or a rework replaces a live post: the differences are shown and confirmed first. */
  const [confirming, setConfirming] = useState(false);
  const flow = useGenerationRun(workflow, (phase, article) => {
    // Once per job end: what became of the SEO data of an article sent.
    if (phase !== 'sending' || article.state !== 'used' || !article.yoast) return;
    void showToast({
      intent: article.yoast === 'not_saved' ? 'warning' : 'success',
      icon: article.yoast === 'not_saved' ? 'warning-sign' : 'tick',
      message: t(USED_MESSAGE[article.yoast]),
    });
  });
  const { generatedId, jobId, busy, phase } = flow;
  const generated = useGeneratedQuery(generatedId);

  const toastError = (error: unknown) =>
    void showToast({ intent: 'danger', icon: 'error', message: errorMessage(t, error) });
  const form = useEntityForm({
    initial: (): GenerationDraft => ({
      topic: '',
      sources: initialSources.slice(0, MAX_SOURCES),
      websiteId: '',
      mode: 'follow_up',
      target: [],
    }),
    fields: FIELDS,
    validate: generationRules,
    mutation: start,
    toVariables: (draft): GenerateInput => ({
      topic: draft.topic.trim(),
      sourceArticleIds: draft.sources.map((a) => a.id),
      websiteId: Number(draft.websiteId),
      mode: draft.mode,
      ...(draft.mode !== 'follow_up' && draft.target[0]
        ? { targetArticleId: draft.target[0].id }
        : {}),
    }),
    idPrefix: 'generation',
    ids: { websiteId: 'generation-website' },
    codeFields: {
      'generation.target_required': 'target',
      'generation.too_many_sources': 'sources',
    },
    onSaved: (row) => flow.follow('writing', row),
    // Said in a toast, as before; a field the answer names shows it too.
    onFailed: (error) => toastError(error),
  });
  const { draft } = form;
  const needsTarget = draft.mode !== 'follow_up';
  const canStart = !Object.values(generationRules(draft)).some(Boolean) && !busy;

  const rewrite = () =>
    generatedId !== null &&
    runMutation(again, generatedId, {
      onSuccess: (row) => flow.follow('writing', row),
      onError: toastError,
    });
  const send = (replace: boolean) =>
    generatedId !== null &&
    runMutation(
      use,
      { id: generatedId, replace },
      {
        onSuccess: (row) => {
          setConfirming(false);
          flow.follow('sending', row);
        },
        onError: toastError,
      },
    );
  const keep = () => {
    if (generated.data && generated.data.mode !== 'follow_up') setConfirming(true);
    else send(false);
  };
  const putBack = () =>
    generatedId !== null &&
    runMutation(undo, generatedId, {
      onSuccess: () =>
        void showToast({ intent: 'success', icon: 'undo', message: t('generation.undo.done') }),
      onError: toastError,
    });
  const drop = () =>
    generatedId !== null &&
    runMutation(discard, generatedId, {
      onSuccess: () => {
        flow.clear();
        void showToast({ intent: 'success', icon: 'tick', message: t('generation.discarded') });
      },
      onError: toastError,
    });

  return (
    <>
      <Card className="ams-generation-form" data-testid="generation-form">
        <FormGroup
          label={t('generation.topic')}
          labelInfo={t('dataList.required')}
          {...form.groupProps('topic')}
        >
          <InputGroup {...form.inputProps('topic')} maxLength={500} />
        </FormGroup>
        <FormGroup
          label={t('generation.sources', { count: MAX_SOURCES })}
          {...form.groupProps('sources', t('generation.sourcesHint', { count: MAX_SOURCES }))}
        >
          <SourcePicker
            id={form.idOf('sources')}
            testId="generation-sources"
            selected={draft.sources}
            onChange={(sources) => form.set('sources', sources)}
            max={MAX_SOURCES}
            placeholder={t('generation.findArticle')}
            refusedAtFirst={sourcesCut}
          />
        </FormGroup>
        <FormGroup
          label={t('generation.destination')}
          labelInfo={t('dataList.required')}
          {...form.groupProps('websiteId')}
        >
          <HTMLSelect
            id={form.idOf('websiteId')}
            data-testid="generation-website"
            value={draft.websiteId}
            onChange={(e) => {
              const next = e.currentTarget.value;
              form.patch({
                websiteId: next,
                // The article to change must be the destination's: one of another website goes.
                target: draft.target.filter((a) => a.websiteId === Number(next)),
              });
            }}
            options={[{ value: '', label: t('generation.chooseWebsite') }, ...websites]}
          />
        </FormGroup>
        <RadioGroup
          label={t('generation.mode')}
          selectedValue={draft.mode}
          onChange={(e) => form.set('mode', e.currentTarget.value as GenerationMode)}
          inline
        >
          {GENERATION_MODES.map((m) => (
            <Radio
              key={m}
              value={m}
              label={t(`generation.modes.${m}`)}
              data-testid={`generation-mode-${m}`}
            />
          ))}
        </RadioGroup>
        {needsTarget && (
          <FormGroup
            label={t('generation.target')}
            labelInfo={t('dataList.required')}
            {...form.groupProps(
              'target',
              draft.websiteId ? t('generation.targetHint') : t('generation.targetNeedsWebsite'),
            )}
          >
            <SourcePicker
              id={form.idOf('target')}
              testId="generation-target"
              selected={draft.target}
              onChange={(target) => form.set('target', target)}
              max={1}
              placeholder={t('generation.findArticle')}
              websiteId={draft.websiteId ? Number(draft.websiteId) : null}
            />
          </FormGroup>
        )}
        <Button
          intent="primary"
          icon="predictive-analysis"
          text={t('generation.generate')}
          disabled={!canStart}
          loading={form.pending}
          onClick={() => form.submit()}
          data-testid="generation-start"
        />
      </Card>

      {jobId !== null && (
        <GeneratedResult
          job={flow.job}
          streamed={busy && phase === 'writing' ? flow.streamed : ''}
          writing={busy && phase === 'writing'}
          sending={(busy && phase === 'sending') || use.isPending}
          result={generated.data}
          pending={{ again: again.isPending, discard: discard.isPending, undo: undo.isPending }}
          onRegenerate={rewrite}
          onUse={keep}
          onDiscard={drop}
          onUndo={putBack}
        />
      )}
      {generatedId !== null && (
        <ReplaceDiffDialog
          generatedId={generatedId}
          isOpen={confirming}
          pending={use.isPending}
          onConfirm={() => send(true)}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
