import { Button, Tag } from '@blueprintjs/core';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { selectedArticlesAtom } from '../../../state/selectedArticlesAtom';
import { CloneSelectedButton } from '../../cloning';
import { GenerateSelectedButton } from '../../generation';

/** "N selected" across pages, with the clone and generate actions and a clear button. */
export function SelectionBar() {
  const { t } = useTranslation();
  const [selected, setSelected] = useAtom(selectedArticlesAtom);
  if (selected.length === 0) return null;
  return (
    <div className="ams-selection-bar" role="status" data-testid="articles-selection">
      <Tag intent="primary" round data-testid="articles-selected-count">
        {t('articles.selected', { total: selected.length })}
      </Tag>
      <CloneSelectedButton />
      <GenerateSelectedButton />
      <Button
        variant="minimal"
        size="small"
        icon="cross"
        text={t('articles.clearSelection')}
        data-testid="articles-clear-selection"
        onClick={() => setSelected([])}
      />
    </div>
  );
}
