import { useTranslation } from 'react-i18next';
import type { ArticleDetail } from '../../../api/articles';
import type { TranslationKey } from '../../../i18n/keys';
import { DetailsTable } from '../../../ui/DetailsTable';

type Field = 'seoTitle' | 'ogTitle' | 'metaDescription' | 'ogDescription' | 'focusKeyword';

/** Each field the editor sets in Yoast, and the value Yoast generates when they did not. */
const FIELDS: [Field, TranslationKey, keyof ArticleDetail | null][] = [
  ['seoTitle', 'articles.seo.seoTitle', 'seoTitleDefault'],
  ['ogTitle', 'articles.seo.ogTitle', 'ogTitleDefault'],
  ['metaDescription', 'articles.seo.metaDescription', 'metaDescriptionDefault'],
  ['ogDescription', 'articles.seo.ogDescription', 'ogDescriptionDefault'],
  ['focusKeyword', 'articles.seo.focusKeyword', null],
];

/**
 * The editor's SEO values; a blank says so, with what Yoast generates in its place (never shown
 * as if an editor chose it).
 */
export function ArticleSeo({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  return (
    <DetailsTable
      testId="article-seo"
      rowTestId="article-seo"
      rows={FIELDS.map(([field, label, defaultField]) => {
        const value = article[field];
        const generated = defaultField ? article[defaultField] : null;
        return [
          t(label),
          typeof value === 'string' && value.trim() ? (
            value
          ) : (
            <span className="ams-muted">
              {typeof generated === 'string' && generated.trim()
                ? t('articles.seo.generated', { value: generated })
                : t('articles.seo.empty')}
            </span>
          ),
          field,
        ];
      })}
    />
  );
}
