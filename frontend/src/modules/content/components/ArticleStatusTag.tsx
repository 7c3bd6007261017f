import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ArticleStatus } from '../../../api/articles';
import { STATUS_INTENT, STATUS_LABEL } from '../articleLabels';

export function ArticleStatusTag({ status }: { status: ArticleStatus }) {
  const { t } = useTranslation();
  return (
    <Tag intent={STATUS_INTENT[status]} minimal round data-testid={`article-status-${status}`}>
      {t(STATUS_LABEL[status])}
    </Tag>
  );
}
