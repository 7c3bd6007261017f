import { Classes, Drawer, DrawerSize, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { MAX_SOURCES } from '../../../api/generation';
import { useSelectedSources } from '../hooks/useSelectedSources';
import { GenerateArticle } from './GenerateArticle';

interface GenerateDrawerProps {
  /** The rows selected in the list: the first 3 become the sources. */
  articleIds: readonly number[];
  onClose: () => void;
}

/** Generate with AI from the articles list, the selected rows as its sources. */
export function GenerateDrawer({ articleIds, onClose }: GenerateDrawerProps) {
  const { t } = useTranslation();
  const { sources, loading, cut } = useSelectedSources(articleIds);
  return (
    <Drawer
      isOpen
      onClose={onClose}
      size={DrawerSize.STANDARD}
      icon="predictive-analysis"
      title={t('routes.generate')}
    >
      <div className={Classes.DRAWER_BODY} data-testid="generation-drawer">
        <div className={Classes.DIALOG_BODY}>
          {loading ? (
            <Spinner size={24} />
          ) : (
            <GenerateArticle
              initialSources={sources}
              sourcesCut={
                cut > 0
                  ? t('generation.selectionCut', { total: articleIds.length, count: MAX_SOURCES })
                  : null
              }
            />
          )}
        </div>
      </div>
    </Drawer>
  );
}
