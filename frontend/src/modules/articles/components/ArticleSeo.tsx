import { useTranslation } from 'react-i18next';
import type { ArticleDetail } from '../../../api/articles';
import type { TranslationKey } from '../../../i18n/keys';
import { DetailsTable } from '../../../ui/DetailsTable';

const FIELDS: [keyof ArticleDetail & string, TranslationKey][] = [
  ['seoTitle', 'articles.seo.seoTitle'],
  ['ogTitle', 'articles.seo.ogTitle'],
  ['metaDescription', 'articles.seo.metaDescription'],
  ['focusKeyword', 'articles.seo.focusKeyword'],
];

/** SEO title, OG title, meta description and focus keyword; a blank says so. */
export function ArticleSeo({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  return (
    <DetailsTable
      testId="article-seo"
      rowTestId="article-seo"
      rows={FIELDS.map(([field, label]) => {
        const value = article[field];
        return [
          t(label),
          typeof value === 'string' && value.trim() ? (
            value
          ) : (
            <span className="ams-muted">{t('articles.seo.empty')}</span>
          ),
          field,
        ];
      })}
    />
  );
}
