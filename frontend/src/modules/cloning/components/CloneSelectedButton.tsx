import { Button } from '@blueprintjs/core';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CLONE_ARTICLES } from '../../../api/cloning';
import { abilityAtom } from '../../../state/abilityAtom';
import { selectedArticlesAtom } from '../../../state/selectedArticlesAtom';
import { useArticleSources } from '../hooks/useArticleSources';
import { CloneDialog } from './CloneDialog';

/** "Clone" on the selection bar: the ticked articles (up to the API's 50) into other websites. */
export function CloneSelectedButton() {
  const { t } = useTranslation();
  const [selected, setSelected] = useAtom(selectedArticlesAtom);
  const [open, setOpen] = useState(false);
  // Cloning puts articles on a website: write on articles (and a can-write assignment, checked by the API).
  const canWrite = useAtomValue(abilityAtom).can('write', 'article');
  const tooMany = selected.length > MAX_CLONE_ARTICLES;
  // Cloning writes to the destinations: a reader without write on websites is not offered it.
  if (!canWrite) return null;
  return (
    <>
      <Button
        intent="primary"
        size="small"
        icon="duplicate"
        text={t('cloning.action')}
        disabled={tooMany}
        title={tooMany ? t('cloning.tooManyArticles', { max: MAX_CLONE_ARTICLES }) : undefined}
        data-testid="articles-clone"
        onClick={() => setOpen(true)}
      />
      {open && (
        <SelectedCloneDialog
          ids={selected}
          onClose={() => setOpen(false)}
          onStarted={() => setSelected([])}
        />
      )}
    </>
  );
}

function SelectedCloneDialog({
  ids,
  onClose,
  onStarted,
}: {
  ids: readonly number[];
  onClose: () => void;
  onStarted: () => void;
}) {
  const sources = useArticleSources(ids);
  return (
    <CloneDialog
      articleIds={ids}
      sourceWebsiteIds={sources.websiteIds}
      sourcesLoading={sources.loading}
      onClose={onClose}
      onStarted={onStarted}
    />
  );
}
