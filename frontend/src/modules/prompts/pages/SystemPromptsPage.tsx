import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader';
import { PromptsTable } from '../components/PromptsTable';

/** `/apps/prompts/system`: the default prompt of every type (manage all). */
export default function SystemPromptsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('routes.systemPrompts')} subtitle={t('prompts.systemIntro')} />
      <PromptsTable scope={null} canWrite />
    </>
  );
}
