import { Button } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { abilityAtom } from '../../../state/abilityAtom';
import { selectedArticlesAtom } from '../../../state/selectedArticlesAtom';

// Loaded when opened: the articles list stays as light as it was.
const GenerateDrawer = lazy(() =>
  import('./GenerateDrawer').then((m) => ({ default: m.GenerateDrawer })),
);

/** "Generate with AI" on the selection bar: the ticked articles (up to 3) as the sources. */
export function GenerateSelectedButton() {
  const { t } = useTranslation();
  const selected = useAtomValue(selectedArticlesAtom);
  const [open, setOpen] = useState(false);
  const ability = useAtomValue(abilityAtom);
  // Generating creates an article and writes it to a website.
  if (!ability.can('create', 'article')) return null;
  return (
    <>
      <Button
        size="small"
        icon="predictive-analysis"
        text={t('routes.generate')}
        data-testid="articles-generate"
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <GenerateDrawer articleIds={selected} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
