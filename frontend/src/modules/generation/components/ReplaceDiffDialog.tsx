import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  Spinner,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../i18n/errorText';
import type { Replacement } from '../../../api/generation';
import { useReplacement } from '../hooks/useGeneration';
import { readableText, TextChanges } from '../../../ui/TextChanges';

interface ReplaceDiffDialogProps {
  generatedId: number;
  isOpen: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function Differences({ replacement }: { replacement: Replacement }) {
  const { t } = useTranslation();
  const { current, next } = replacement;
  return (
    <>
      <p className={Classes.TEXT_MUTED}>{t('generation.replace.legend')}</p>
      <h3 className={Classes.HEADING}>{t('generation.replace.titleLabel')}</h3>
      <TextChanges before={current.title} after={next.title} testId="replace-diff-title" />
      <h3 className={Classes.HEADING}>{t('generation.replace.bodyLabel')}</h3>
      <TextChanges
        before={readableText(current.contentHtml)}
        after={readableText(next.contentHtml)}
        testId="replace-diff-body"
      />
    </>
  );
}

/**
 * Before Use replaces a live post (an update, a rework): what changes, word by word, against the
 * post as WordPress has it now; the post is replaced only on "Replace the post". Undo stays
 * offered afterwards.
 */
export function ReplaceDiffDialog({
  generatedId,
  isOpen,
  pending,
  onConfirm,
  onClose,
}: ReplaceDiffDialogProps) {
  const { t } = useTranslation();
  const replacement = useReplacement(generatedId, isOpen);
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('generation.replace.title')}
      icon="changes"
      className="ams-replace-dialog"
      data-testid="replace-dialog"
    >
      <DialogBody>
        <p>{t('generation.replace.intro')}</p>
        {replacement.isPending ? (
          <Spinner size={24} aria-label={t('generation.replace.loading')} />
        ) : replacement.isError ? (
          <Callout intent="danger" icon="error" data-testid="replace-diff-failed">
            {errorMessage(t, replacement.error)}
          </Callout>
        ) : (
          <Differences replacement={replacement.data} />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('generation.replace.keep')} onClick={onClose} />
            <Button
              intent="danger"
              icon="swap-horizontal"
              text={t('generation.replace.confirm')}
              disabled={!replacement.isSuccess}
              loading={pending}
              onClick={onConfirm}
              data-testid="replace-confirm"
            />
          </>
        }
      />
    </Dialog>
  );
}
