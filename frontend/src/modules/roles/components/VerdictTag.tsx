import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Green "Allowed" or red "Denied". */
export function VerdictTag({ can, testId }: { can: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag
      intent={can ? 'success' : 'danger'}
      icon={can ? 'tick' : 'cross'}
      minimal
      round
      data-testid={testId}
      data-can={can}
    >
      {can ? t('roleTest.allowed') : t('roleTest.denied')}
    </Tag>
  );
}
