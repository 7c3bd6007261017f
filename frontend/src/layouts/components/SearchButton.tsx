import { Button } from '@blueprintjs/core';
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { searchOpenAtom } from '../../state/searchOpenAtom';

const SearchOmnibar = lazy(() => import('./SearchOmnibar'));

/** Opens the page search; the omnibar (and @blueprintjs/select) loads on first use. */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(searchOpenAtom);
  return (
    <>
      <Button
        variant="minimal"
        icon="search"
        aria-label={t('navbar.search')}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="search-toggle"
        onClick={() => setOpen(true)}
      >
        <span className="ams-hide-sm ams-search-hint">{t('navbar.searchShortcut')}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SearchOmnibar onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
