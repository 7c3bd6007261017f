import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader';
import { GenerateArticle } from '../components/GenerateArticle';

/**
 * `/apps/articles/generate`: Generate with AI on a page of its own; the article being written or
 * sent is followed again after a reload.
 */
export default function GenerateArticlePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('routes.generate')} subtitle={t('generation.intro')} />
      <GenerateArticle workflow="generation" />
    </>
  );
}
