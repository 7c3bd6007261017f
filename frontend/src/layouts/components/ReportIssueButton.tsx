import { Button } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { ReportIssueDialog } from '../../modules/feedback';
import { useTranslation } from 'react-i18next';

/** Report an issue: the form loads on first use. */
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
      {open && (
        <Suspense fallback={null}>
          <ReportIssueDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
