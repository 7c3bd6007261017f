import { Callout } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Website } from '../../../api/websites';
import { abilityAtom } from '../../../state/abilityAtom';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useSaveWebsite } from '../hooks/useWebsites';
import {
  draftOf,
  toWebsiteBody,
  validateWebsite,
  WEBSITE_FIELD_LABELS,
  WEBSITE_FIELDS,
} from '../validation';
import { WebsiteFormFields } from './WebsiteFormFields';

interface WebsiteDialogProps {
  /** null: a new website. */
  website: Website | null;
  onClose: () => void;
  onSaved?: (website: Website) => void;
}

/** Create or edit a website; the parent mounts it fresh for each opening. */
export function WebsiteDialog({ website, onClose, onSaved }: WebsiteDialogProps) {
  const { t } = useTranslation();
  const isAdmin = useAtomValue(abilityAtom).can('manage', 'all');
  const mode = website ? 'edit' : 'create';
  const pickAccount = mode === 'create' && isAdmin;
  const form = useEntityForm({
    initial: () => draftOf(website),
    fields: WEBSITE_FIELDS,
    validate: (draft) => validateWebsite(draft, website),
    mutation: useSaveWebsite(),
    toVariables: (draft) => ({
      id: website?.id ?? null,
      body: toWebsiteBody(draft, mode, pickAccount),
    }),
    messages: { saved: t('websites.saved'), failed: t('websites.saveFailed') },
    formErrors: 'refusals',
    idPrefix: 'website',
    refocus: true,
    onSaved: (saved) => onSaved?.(saved.data),
    onClose,
    conflict: {
      fromRecord: (record) => draftOf(record as unknown as Website),
      labelOf: (field) => t(WEBSITE_FIELD_LABELS[field]),
    },
  });

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={mode === 'create' ? t('websites.dialog.createTitle') : t('websites.dialog.editTitle')}
      icon={mode === 'create' ? 'add' : 'edit'}
      className="ams-website-dialog"
      label={t('websites.dialog.formLabel')}
      testId="websites-dialog"
      saveTestId="websites-save"
    >
      {mode === 'edit' && (
        <Callout intent="primary" icon="info-sign" className="ams-form-callout">
          {t('websites.dialog.reverifyNote')}
        </Callout>
      )}
      <WebsiteFormFields
        draft={form.draft}
        website={website}
        pickAccount={pickAccount}
        errorOf={form.errorOf}
        onChange={form.set}
      />
    </FormDialog>
  );
}
