import { useTranslation } from 'react-i18next';
import type { Article } from '../../../api/articles';
import { useLinkProps } from '../../../ui/useLinkProps';

export const logsPath = (articleId: number) => `/apps/articles/logs/${articleId}`;

interface ClonedFromProps {
  article: Pick<Article, 'clonedFromId' | 'clonedFrom'>;
  /** In a list cell: the source's title alone (the column says "Cloned from"). */
  compact?: boolean;
  testId?: string;
}

/**
 * Where a clone comes from, by its source's title and website, leading to the clone logs. A source
 * on a website the reader cannot read is said to be one, without its name or a link.
 */
export function ClonedFrom({ article, compact = false, testId }: ClonedFromProps) {
  const { t } = useTranslation();
  const link = useLinkProps();
  if (article.clonedFromId === null) return null;
  const source = article.clonedFrom;
  if (!source) {
    return (
      <span className="ams-muted" data-testid={testId}>
        {t(compact ? 'cloning.clonedFromHiddenShort' : 'cloning.clonedFromHidden')}
      </span>
    );
  }
  const title = source.title || t('articles.untitled');
  const full = t('cloning.clonedFrom', { title, website: source.websiteName });
  return (
    <a {...link(logsPath(article.clonedFromId))} title={full} data-testid={testId}>
      {compact ? title : full}
    </a>
  );
}
