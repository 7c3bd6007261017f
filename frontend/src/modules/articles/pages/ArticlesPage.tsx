import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader';
import { ArticlesBrowser } from '../components/ArticlesBrowser';

/** `/apps/articles/list`: articles of every website the caller may read. */
export default function ArticlesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('articles.title')} subtitle={t('articles.subtitle')} />
      <Card className="ams-list-card">
        <ArticlesBrowser />
      </Card>
    </>
  );
}
