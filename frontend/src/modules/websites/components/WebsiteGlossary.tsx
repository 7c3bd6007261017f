import { Button, Card, Classes, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createGlossaryTerm,
  deleteGlossaryTerm,
  fetchGlossary,
  type GlossaryTerm,
} from '../../../api/websites';
import { errorMessage } from '../../../i18n/errorText';
import { FormError } from '../../../ui/form/FormError';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { actionsColumn, StaticTable, type StaticColumn } from '../../../ui/list/StaticTable';
import { useConfirmedDelete } from '../../../ui/list/useConfirmedDelete';
import { glossaryKey } from '../queryKeys';
import { Heading } from '../../../ui/Heading';

interface TermDraft {
  source: string;
  targetLang: string;
  target: string;
}
const FIELDS = ['source', 'targetLang', 'target'] as const;
const EMPTY: TermDraft = { source: '', targetLang: '', target: '' };

/**
 * The website's glossary: terms that must translate a given way into a language. Translations
 * made for the website follow it (DeepL's own glossaries, or the product's substitution).
 */
export function WebsiteGlossary({ websiteId, canWrite }: { websiteId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = glossaryKey(websiteId);
  const terms = useQuery({ queryKey: key, queryFn: () => fetchGlossary(websiteId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const form = useEntityForm({
    initial: EMPTY,
    fields: FIELDS,
    validate: (d) => ({
      ...(d.source.trim() ? {} : { source: 'websites.glossary.required' as const }),
      ...(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$/.test(d.targetLang.trim())
        ? {}
        : { targetLang: 'websites.glossary.languageCode' as const }),
      ...(d.target.trim() ? {} : { target: 'websites.glossary.required' as const }),
    }),
    mutation: useMutation({
      mutationFn: (input: TermDraft) => createGlossaryTerm(websiteId, input),
      onSuccess: refresh,
    }),
    toVariables: (d) => ({
      source: d.source.trim(),
      targetLang: d.targetLang.trim(),
      target: d.target.trim(),
    }),
    messages: { saved: t('websites.glossary.saved') },
    idPrefix: 'glossary',
    afterSave: EMPTY,
  });
  const deletion = useConfirmedDelete<GlossaryTerm>(
    useMutation({
      mutationFn: (termId: number) => deleteGlossaryTerm(websiteId, termId),
      onSuccess: () => void refresh(),
    }),
    {
      deleted: t('websites.glossary.deleted'),
      failed: (error) => errorMessage(t, error),
    },
  );

  const columns: StaticColumn<GlossaryTerm>[] = [
    {
      id: 'source',
      title: t('websites.glossary.source'),
      rowHeader: true,
      render: (term) => term.source,
    },
    { id: 'language', title: t('websites.glossary.language'), render: (term) => term.targetLang },
    { id: 'target', title: t('websites.glossary.target'), render: (term) => term.target },
    ...(canWrite
      ? [
          actionsColumn<GlossaryTerm>(t('dataList.actions'), (term) => (
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              intent="danger"
              aria-label={t('websites.glossary.delete', { term: term.source })}
              loading={deletion.pending && deletion.target?.id === term.id}
              onClick={() => deletion.ask(term)}
            />
          )),
        ]
      : []),
  ];

  return (
    <Card style={{ marginTop: 16 }} data-testid="website-glossary">
      <Heading level={2} size={5}>
        {t('websites.glossary.title')}
      </Heading>
      <p className={Classes.TEXT_MUTED}>{t('websites.glossary.subtitle')}</p>
      {terms.data?.length === 0 ? (
        <p className={Classes.TEXT_MUTED} data-testid="glossary-empty">
          {t('websites.glossary.empty')}
        </p>
      ) : (
        <StaticTable
          testId="glossary-table"
          compact
          rows={terms.data ?? []}
          rowKey={(term) => term.id}
          rowTestId={(term) => `glossary-term-${term.id}`}
          columns={columns}
        />
      )}
      {canWrite && (
        <form
          onSubmit={form.onSubmit}
          noValidate
          aria-label={t('websites.glossary.add')}
          data-testid="glossary-form"
          style={{ marginTop: 12 }}
        >
          <FormError message={form.formError} />
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <FormGroup label={t('websites.glossary.source')} {...form.groupProps('source')}>
              <InputGroup {...form.inputProps('source')} maxLength={200} />
            </FormGroup>
            <FormGroup label={t('websites.glossary.language')} {...form.groupProps('targetLang')}>
              <InputGroup {...form.inputProps('targetLang')} maxLength={12} placeholder="it" />
            </FormGroup>
            <FormGroup label={t('websites.glossary.target')} {...form.groupProps('target')}>
              <InputGroup {...form.inputProps('target')} maxLength={200} />
            </FormGroup>
            <Button
              type="submit"
              icon="plus"
              text={t('websites.glossary.add')}
              loading={form.pending}
              style={{ marginTop: 22 }}
              data-testid="glossary-add"
            />
          </div>
        </form>
      )}
      <ConfirmDeleteAlert
        isOpen={deletion.target !== null}
        message={t('websites.glossary.confirmDelete', { term: deletion.target?.source ?? '' })}
        loading={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
        testId="glossary-delete-confirm"
      />
    </Card>
  );
}
