import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ArticleDetail } from '../../../api/articles';
import type { TranslationKey } from '../../../i18n/keys';

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
    <HTMLTable compact className="ams-details-table" data-testid="article-seo">
      <tbody>
        {FIELDS.map(([field, label]) => {
          const value = article[field];
          return (
            <tr key={field} data-testid={`article-seo-${field}`}>
              <th scope="row">{t(label)}</th>
              <td>
                {typeof value === 'string' && value.trim() ? (
                  value
                ) : (
                  <span className="ams-muted">{t('articles.seo.empty')}</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
