import './articleDraft.css';
import { Button, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useEntityForm } from '../form/useEntityForm';
import {
  SEO_FIELDS,
  type ArticleDraftField,
  type ArticleDraftValues,
  type ArticlePart,
} from './articleDraft';

/** What the fields need of the form hook (its draft of an AI-written article). */
export type ArticleDraftForm = Pick<
  ReturnType<typeof useEntityForm<ArticleDraftValues, ArticleDraftField, unknown, unknown>>,
  'draft' | 'set' | 'idOf' | 'groupProps' | 'inputProps'
>;

interface ArticleDraftFieldsProps {
  form: ArticleDraftForm;
  /** False once it is sent or gone: shown, not edited. */
  editable: boolean;
  /** Asks the AI to write one part again, with the editor's instruction (absent: not offered). */
  revise?: { ask: (part: ArticlePart, instruction: string) => void; asking: ArticlePart | null };
  /** Said under the SEO fields (e.g. that they will not reach Yoast). */
  seoNote?: string | null;
  /** Prefix of the ids and test ids (`review`, `generation-edit`). */
  idPrefix: string;
}

/**
 * The fields of an AI-written article as an editor changes it before it is sent (a held copy, a
 * generated article): title, excerpt, the body as HTML (left to right in any layout) and the SEO
 * data, each part with "Ask the AI again" and the editor's instruction for it.
 */
export function ArticleDraftFields({
  form,
  editable,
  revise,
  seoNote,
  idPrefix,
}: ArticleDraftFieldsProps) {
  const { t } = useTranslation();
  const [instruction, setInstruction] = useState('');
  const { draft } = form;
  const again = (part: ArticlePart) =>
    editable &&
    revise && (
      <Button
        size="small"
        variant="minimal"
        icon="predictive-analysis"
        text={t('reviews.askAgain')}
        aria-label={t('reviews.askAgainFor', { part: t(`reviews.parts.${part}`) })}
        loading={revise.asking === part}
        disabled={revise.asking !== null && revise.asking !== part}
        onClick={() => revise.ask(part, instruction.trim())}
        data-testid={`${idPrefix}-again-${part}`}
      />
    );
  return (
    <>
      {editable && revise && (
        <FormGroup
          label={t('reviews.instruction')}
          labelFor={`${idPrefix}-instruction`}
          helperText={t('reviews.instructionHint')}
        >
          <InputGroup
            id={`${idPrefix}-instruction`}
            value={instruction}
            maxLength={500}
            onChange={(event) => setInstruction(event.currentTarget.value)}
          />
        </FormGroup>
      )}
      <FormGroup
        label={t('reviews.parts.title')}
        subLabel={again('title')}
        {...form.groupProps('title')}
      >
        <InputGroup {...form.inputProps('title')} maxLength={500} disabled={!editable} dir="auto" />
      </FormGroup>
      <FormGroup
        label={t('reviews.parts.excerpt')}
        subLabel={again('excerpt')}
        {...form.groupProps('excerpt')}
      >
        <TextArea
          id={form.idOf('excerpt')}
          value={draft.excerpt}
          onChange={(event) => form.set('excerpt', event.currentTarget.value)}
          disabled={!editable}
          fill
          rows={2}
          dir="auto"
        />
      </FormGroup>
      <FormGroup
        label={t('reviews.parts.html')}
        subLabel={again('html')}
        {...form.groupProps('html', t('reviews.bodyHint'))}
      >
        <TextArea
          id={form.idOf('html')}
          value={draft.html}
          onChange={(event) => form.set('html', event.currentTarget.value)}
          disabled={!editable}
          fill
          rows={10}
          className="ams-draft-html"
          dir="ltr"
        />
      </FormGroup>
      <fieldset className="ams-draft-seo">
        <legend>
          {t('reviews.parts.seo')} {again('seo')}
        </legend>
        {seoNote && <p className="ams-muted">{seoNote}</p>}
        {SEO_FIELDS.map((field) => (
          <FormGroup key={field} label={t(`reviews.seo.${field}`)} {...form.groupProps(field)}>
            <InputGroup {...form.inputProps(field)} disabled={!editable} dir="auto" />
          </FormGroup>
        ))}
      </fieldset>
    </>
  );
}
