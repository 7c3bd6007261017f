import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list/ListPage';
import { ArticlesBrowser } from '../components/ArticlesBrowser';

/** `/apps/articles/list`: articles of every website the caller may read. */
export default function ArticlesPage() {
  const { t } = useTranslation();
  return (
    <ListPage title={t('articles.title')} subtitle={t('articles.subtitle')}>
      <ArticlesBrowser />
    </ListPage>
  );
}
