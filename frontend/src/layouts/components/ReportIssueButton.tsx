import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Feedback reports ship later; the dialog says so instead of pretending to send anything. */
export function ReportIssueButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="minimal"
        icon="issue"
        aria-label={t('navbar.reportIssue')}
        title={t('navbar.reportIssue')}
        data-testid="report-issue"
        onClick={() => setOpen(true)}
      />
      <Dialog
        isOpen={open}
        onClose={() => setOpen(false)}
        title={t('reportIssue.title')}
        icon="issue"
      >
        <DialogBody>
          <p data-testid="report-issue-body">{t('reportIssue.body')}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <Button intent="primary" text={t('reportIssue.close')} onClick={() => setOpen(false)} />
          }
        />
      </Dialog>
    </>
  );
}
