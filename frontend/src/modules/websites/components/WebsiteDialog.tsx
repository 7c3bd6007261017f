import { Callout, Dialog, DialogBody } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import type { Website } from '../../../api/websites';
import { errorMessage, fieldErrorTexts } from '../../../i18n/errorText';
import { abilityAtom } from '../../../state/abilityAtom';
import { FormDialogFooter } from '../../../ui/FormDialogFooter';
import { showToast } from '../../../ui/toaster';
import { useSaveWebsite } from '../hooks/useWebsites';
import {
  draftOf,
  toWebsiteBody,
  validateWebsite,
  WEBSITE_FIELDS,
  type WebsiteDraft,
  type WebsiteField,
  type WebsiteFieldErrors,
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
  const [draft, setDraft] = useState<WebsiteDraft>(() => draftOf(website));
  const [clientErrors, setClientErrors] = useState<WebsiteFieldErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<WebsiteField, string>>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const save = useSaveWebsite();

  const errorOf = (field: WebsiteField) => {
    const key = clientErrors[field];
    return key ? t(key) : serverErrors[field];
  };
  const change = <K extends WebsiteField>(field: K, value: WebsiteDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };
  // The busy submit button drops focus; put it back on the first field to fix.
  const focusFirstError = (errors: Partial<Record<WebsiteField, unknown>>) => {
    const field = WEBSITE_FIELDS.find((name) => errors[name]) ?? 'name';
    window.setTimeout(() => document.getElementById(`website-${field}`)?.focus());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateWebsite(draft);
    setClientErrors(errors);
    setServerErrors({});
    setServerMessage(null);
    if (Object.keys(errors).length > 0) return focusFirstError(errors);
    save.mutate(
      { id: website?.id ?? null, body: toWebsiteBody(draft, mode, pickAccount) },
      {
        onSuccess: (saved) => {
          void showToast({ intent: 'success', icon: 'tick', message: t('websites.saved') });
          onSaved?.(saved.data);
          onClose();
        },
        onError: (error) => {
          void showToast({ intent: 'danger', icon: 'error', message: t('websites.saveFailed') });
          const fields = error instanceof ApiError ? fieldErrorTexts(t, error, WEBSITE_FIELDS) : {};
          if (error instanceof ApiError && Object.keys(fields).length === 0 && error.status < 500) {
            setServerMessage(errorMessage(t, error));
          }
          setServerErrors(fields);
          focusFirstError(fields);
        },
      },
    );
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={mode === 'create' ? t('websites.dialog.createTitle') : t('websites.dialog.editTitle')}
      icon={mode === 'create' ? 'add' : 'edit'}
      className="ams-website-dialog"
    >
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('websites.dialog.formLabel')}
        data-testid="websites-dialog"
      >
        <DialogBody>
          {serverMessage && (
            <Callout intent="danger" icon="error" className="ams-form-callout" role="alert">
              {serverMessage}
            </Callout>
          )}
          {mode === 'edit' && (
            <Callout intent="primary" icon="info-sign" className="ams-form-callout">
              {t('websites.dialog.reverifyNote')}
            </Callout>
          )}
          <WebsiteFormFields
            draft={draft}
            website={website}
            pickAccount={pickAccount}
            errorOf={errorOf}
            onChange={change}
          />
        </DialogBody>
        <FormDialogFooter onCancel={onClose} saving={save.isPending} saveTestId="websites-save" />
      </form>
    </Dialog>
  );
}
