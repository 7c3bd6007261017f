import { useTranslation } from 'react-i18next';
import { EntitySuggest } from '../../../ui/EntitySuggest';
import { useArticleAuthors } from '../hooks/useArticles';

interface AuthorFilterProps {
  /** Authors of this website only (all readable websites' when absent). */
  websiteId: number | undefined;
  /** The chosen author's name, or null for any. */
  value: string | null;
  onChange: (name: string | null) => void;
  /** The input's id and test id. */
  id: string;
  /** The host's layout class for the filter's box. */
  className: string;
}

/** The author filter of lists and the calendar: a name picked from the websites' authors. */
export function AuthorFilter({ websiteId, value, onChange, id, className }: AuthorFilterProps) {
  const { t } = useTranslation();
  const authors = useArticleAuthors(websiteId);
  return (
    <div className={className}>
      <EntitySuggest<string>
        id={id}
        testId={id}
        items={authors.data ?? []}
        selected={value}
        keyOf={(name) => name}
        labelOf={(name) => name}
        onSelect={onChange}
        placeholder={t('articles.filters.anyAuthor')}
        noResults={t('articles.filters.noAuthors')}
        clearLabel={t('articles.filters.clearAuthor')}
      />
    </div>
  );
}
