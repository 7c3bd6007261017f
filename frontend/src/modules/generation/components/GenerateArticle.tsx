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
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERATION_MODES, MAX_SOURCES, type GenerationMode } from '../../../api/generation';
import { errorMessage } from '../../../i18n/errorText';
import { showToast } from '../../../ui/toaster';
import { isFinished } from '../../../api/jobs';
import { useJobProgress } from '../../jobs';
import { useWebsiteOptions } from '../../content';
import {
  useDiscardGenerated,
  useGeneratedQuery,
  useRegenerate,
  useStartGeneration,
  useUndoUse,
  useUseGenerated,
} from '../hooks/useGeneration';
import { GeneratedResult } from './GeneratedResult';
import { ReplaceDiffDialog } from './ReplaceDiffDialog';
import { SourcePicker, type SourceArticle } from './SourcePicker';

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
}

/**
 * Generate with AI, whole: a topic, up to 3 source articles, a destination website and a mode;
 * the article streams in as the AI writes it (busy: generating), then regenerate, use (busy:
 * sending) or discard. The page and the articles list's drawer both show this.
 */
export function GenerateArticle({ initialSources = [], sourcesCut = null }: GenerateArticleProps) {
  const { t } = useTranslation();
  const websites = useWebsiteOptions();
  const [topic, setTopic] = useState('');
  const [websiteId, setWebsiteId] = useState('');
  const [mode, setMode] = useState<GenerationMode>('follow_up');
  const [sources, setSources] = useState<SourceArticle[]>(initialSources.slice(0, MAX_SOURCES));
  const [target, setTarget] = useState<SourceArticle[]>([]);
  const [generatedId, setGeneratedId] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  /** What the followed job does: writing the article, or sending it to the destination. */
  const [phase, setPhase] = useState<'writing' | 'sending'>('writing');

  const start = useStartGeneration();
  const again = useRegenerate();
  const use = useUseGenerated();
  const discard = useDiscardGenerated();
  const undo = useUndoUse();
  /** An update or a rework replaces a live post: the differences are shown and confirmed first. */
  const [confirming, setConfirming] = useState(false);
  const generated = useGeneratedQuery(generatedId);
  const job = useJobProgress(jobId ? Number(jobId) : 0);
  const jobState = job.data?.state;
  const ended = jobState !== undefined && isFinished(jobState);
  const { refetch } = generated;

  useEffect(() => {
    if (!ended) return;
    void refetch().then(({ data }) => {
      if (phase !== 'sending' || data?.state !== 'used' || !data.yoast) return;
      void showToast({
        intent: data.yoast === 'not_saved' ? 'warning' : 'success',
        icon: data.yoast === 'not_saved' ? 'warning-sign' : 'tick',
        message: t(USED_MESSAGE[data.yoast]),
      });
    });
    // Once per job end.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended, jobId]);

  const needsTarget = mode !== 'follow_up';
  const busy = jobId !== null && !ended;
  const canStart =
    topic.trim() !== '' && websiteId !== '' && (!needsTarget || target.length === 1) && !busy;

  const toastError = (error: unknown) =>
    void showToast({ intent: 'danger', icon: 'error', message: errorMessage(t, error) });
  const follow = (next: 'writing' | 'sending') => (row: { id: number; jobId: string | null }) => {
    setPhase(next);
    setGeneratedId(row.id);
    setJobId(row.jobId);
  };
  const begin = () =>
    start.mutate(
      {
        topic: topic.trim(),
        sourceArticleIds: sources.map((a) => a.id),
        websiteId: Number(websiteId),
        mode,
        ...(needsTarget && target[0] ? { targetArticleId: target[0].id } : {}),
      },
      { onSuccess: follow('writing'), onError: toastError },
    );
  const rewrite = () =>
    generatedId !== null &&
    again.mutate(generatedId, { onSuccess: follow('writing'), onError: toastError });
  const send = (replace: boolean) =>
    generatedId !== null &&
    use.mutate(
      { id: generatedId, replace },
      {
        onSuccess: (row) => {
          setConfirming(false);
          follow('sending')(row);
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
    undo.mutate(generatedId, {
      onSuccess: () =>
        void showToast({ intent: 'success', icon: 'undo', message: t('generation.undo.done') }),
      onError: toastError,
    });
  const drop = () =>
    generatedId !== null &&
    discard.mutate(generatedId, {
      onSuccess: () => {
        setGeneratedId(null);
        setJobId(null);
        void showToast({ intent: 'success', icon: 'tick', message: t('generation.discarded') });
      },
      onError: toastError,
    });

  return (
    <>
      <Card className="ams-generation-form" data-testid="generation-form">
        <FormGroup
          label={t('generation.topic')}
          labelFor="generation-topic"
          labelInfo={t('dataList.required')}
        >
          <InputGroup
            id="generation-topic"
            name="topic"
            maxLength={500}
            value={topic}
            onChange={(e) => setTopic(e.target.value)}
          />
        </FormGroup>
        <FormGroup
          label={t('generation.sources', { count: MAX_SOURCES })}
          labelFor="generation-sources"
          helperText={t('generation.sourcesHint', { count: MAX_SOURCES })}
        >
          <SourcePicker
            id="generation-sources"
            testId="generation-sources"
            selected={sources}
            onChange={setSources}
            max={MAX_SOURCES}
            placeholder={t('generation.findArticle')}
            refusedAtFirst={sourcesCut}
          />
        </FormGroup>
        <FormGroup
          label={t('generation.destination')}
          labelFor="generation-website"
          labelInfo={t('dataList.required')}
        >
          <HTMLSelect
            id="generation-website"
            data-testid="generation-website"
            value={websiteId}
            onChange={(e) => {
              const next = e.currentTarget.value;
              setWebsiteId(next);
              // The article to change must be the destination's: one of another website goes.
              setTarget((picked) => picked.filter((a) => a.websiteId === Number(next)));
            }}
            options={[{ value: '', label: t('generation.chooseWebsite') }, ...websites]}
          />
        </FormGroup>
        <RadioGroup
          label={t('generation.mode')}
          selectedValue={mode}
          onChange={(e) => setMode(e.currentTarget.value as GenerationMode)}
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
            labelFor="generation-target"
            labelInfo={t('dataList.required')}
            helperText={websiteId ? t('generation.targetHint') : t('generation.targetNeedsWebsite')}
          >
            <SourcePicker
              id="generation-target"
              testId="generation-target"
              selected={target}
              onChange={setTarget}
              max={1}
              placeholder={t('generation.findArticle')}
              websiteId={websiteId ? Number(websiteId) : null}
            />
          </FormGroup>
        )}
        <Button
          intent="primary"
          icon="predictive-analysis"
          text={t('generation.generate')}
          disabled={!canStart}
          loading={start.isPending}
          onClick={begin}
          data-testid="generation-start"
        />
      </Card>

      {jobId !== null && (
        <GeneratedResult
          jobId={jobId}
          job={job.data}
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
