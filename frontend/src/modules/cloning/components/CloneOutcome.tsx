import { Button, Callout, Collapse } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, type LiveJobRun } from '../../jobs';

interface CloneOutcomeProps {
  /** Every run of the operation, all ended. */
  runs: readonly LiveJobRun[];
  /** How a run's article is named in the details (a batch of many). */
  articleOf?: (run: LiveJobRun) => string | null;
}

/**
 * The end of a clone operation: "Operation completed.", or "Failed to clone article." with
 * "Errors encountered during the process" and each destination's reason behind show-details.
 */
export function CloneOutcome({ runs, articleOf }: CloneOutcomeProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const failed = runs.filter((run) => run.state === 'failed');
  if (failed.length === 0) {
    return (
      <Callout intent="success" icon="tick" data-testid="clone-outcome" data-outcome="completed">
        {t('cloning.completed')}
      </Callout>
    );
  }
  return (
    <Callout
      intent="danger"
      icon="error"
      title={t('cloning.failed')}
      data-testid="clone-outcome"
      data-outcome="failed"
    >
      <p>{t('cloning.errorsEncountered')}</p>
      <Button
        variant="minimal"
        size="small"
        icon={open ? 'chevron-up' : 'chevron-down'}
        text={open ? t('cloning.hideDetails') : t('cloning.showDetails')}
        aria-expanded={open}
        data-testid="clone-outcome-details-toggle"
        onClick={() => setOpen((value) => !value)}
      />
      <Collapse isOpen={open}>
        <ul className="ams-clone-reasons" data-testid="clone-outcome-details">
          {failed.map((run) => {
            const article = articleOf?.(run);
            return (
              <li key={run.id} data-testid={`clone-reason-${run.id}`}>
                <strong>
                  {article ? `${article} → ` : ''}
                  {run.websiteName ?? `#${run.websiteId ?? '?'}`}
                </strong>
                {': '}
                {failureText(t, run) || t('common.unknownError')}
              </li>
            );
          })}
        </ul>
      </Collapse>
    </Callout>
  );
}
