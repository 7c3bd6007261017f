import { Button, Callout, FormGroup, Switch, TextArea } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prompt } from '../../../api/prompts';
import { errorMessage } from '../../../i18n/errorText';
import { failureText, useJobProgress, useJobText } from '../../jobs';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useGeneratePrompt, useSavePrompt, type PromptScope } from '../hooks/usePrompts';
import { validatePrompt, PROMPT_FIELDS, type PromptDraft } from '../validation';
import { runMutation } from '../../../api/runMutation';

/** The form's values of a prompt as the list (or a refusal's `record`) shows it. */
const draftOf = (prompt: Prompt): PromptDraft => ({
  promptText: prompt.promptText,
  generationInstructions: prompt.generationInstructions ?? '',
  enabled: prompt.enabled,
  version: prompt.version,
});

interface PromptDialogProps {
  scope: PromptScope;
  prompt: Prompt;
  onClose: () => void;
}

/**
 * Edits one prompt: its text, the instructions Generate writes it from, and whether it is used.
 * Generate streams the new text into the editor as the model writes it; Save keeps it.
 */
export function PromptDialog({ scope, prompt, onClose }: PromptDialogProps) {
  const { t } = useTranslation();
  const form = useEntityForm({
    initial: () => draftOf(prompt),
    fields: PROMPT_FIELDS,
    validate: validatePrompt,
    mutation: useSavePrompt(scope),
    toVariables: (d) => ({
      type: prompt.type,
      input: {
        promptText: d.promptText.trim(),
        generationInstructions: d.generationInstructions.trim() || null,
        enabled: d.enabled,
        // None: the form showed the default, and the save creates the website's own prompt.
        ...(d.version !== null ? { version: d.version } : {}),
      },
    }),
    messages: { saved: t('prompts.saved'), failed: t('prompts.saveFailed') },
    idPrefix: 'prompt',
    onClose,
    conflict: {
      fromRecord: (record) => draftOf(record as unknown as Prompt),
      labelOf: (field) => t(`prompts.fields.${field}`),
      textOf: (field, value) =>
        field === 'enabled'
          ? t(value ? 'prompts.enabled' : 'prompts.disabled')
          : typeof value === 'string' && value.trim()
            ? value
            : '—',
    },
  });
  const { draft } = form;
  const generate = useGeneratePrompt(scope);
  const [jobId, setJobId] = useState<string | null>(null);
  const streamed = useJobText(jobId, 'prompt');
  const job = useJobProgress(jobId ? Number(jobId) : 0);
  const failed = job.data?.state === 'failed';
  const writing = jobId !== null && !streamed.done && !failed;
  const { set } = form;
  // The form's setter changes every render: the stream writes through the latest one.
  const setRef = useRef(set);
  useEffect(() => {
    setRef.current = set;
  });

  useEffect(() => {
    if (jobId && streamed.text) setRef.current('promptText', streamed.text);
  }, [jobId, streamed.text]);

  const start = () => {
    const instructions = draft.generationInstructions.trim();
    if (!instructions) return;
    setJobId(null);
    runMutation(
      generate,
      { type: prompt.type, instructions },
      { onSuccess: (started) => setJobId(started.jobId) },
    );
  };
  const generateError = generate.error
    ? errorMessage(t, generate.error)
    : failed
      ? failureText(t, job.data!) || t('common.unknownError')
      : null;

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={t('prompts.editTitle', { type: t(`prompts.types.${prompt.type}`) })}
      icon="manual"
      label={t('prompts.formLabel')}
      testId="prompt-dialog"
      saveTestId="prompt-save"
      style={{ width: 720 }}
    >
      <FormGroup
        label={t('prompts.fields.generationInstructions')}
        {...form.groupProps('generationInstructions', t('prompts.instructionsHint'))}
      >
        <TextArea
          id={form.idOf('generationInstructions')}
          name="generationInstructions"
          fill
          rows={3}
          maxLength={5000}
          value={draft.generationInstructions}
          onChange={(e) => set('generationInstructions', e.target.value)}
        />
      </FormGroup>
      <Button
        icon="predictive-analysis"
        text={writing ? t('prompts.generating') : t('prompts.generate')}
        loading={generate.isPending}
        disabled={!draft.generationInstructions.trim() || writing}
        onClick={start}
        data-testid="prompt-generate"
        style={{ marginBottom: 12 }}
      />
      {generateError && (
        <Callout intent="danger" icon="error" data-testid="prompt-generate-error" compact>
          {generateError}
        </Callout>
      )}
      <FormGroup
        label={t('prompts.fields.promptText')}
        labelInfo={t('dataList.required')}
        {...form.groupProps('promptText')}
      >
        <TextArea
          id={form.idOf('promptText')}
          name="promptText"
          fill
          rows={10}
          maxLength={20000}
          readOnly={writing}
          value={draft.promptText}
          onChange={(e) => set('promptText', e.target.value)}
          data-testid="prompt-text"
          aria-busy={writing}
        />
      </FormGroup>
      <Switch
        id={form.idOf('enabled')}
        checked={draft.enabled}
        label={t('prompts.fields.enabled')}
        data-testid="prompt-enabled"
        onChange={(e) => set('enabled', e.currentTarget.checked)}
      />
    </FormDialog>
  );
}
