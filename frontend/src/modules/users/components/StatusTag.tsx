import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '../../../api/users';
import { STATUS_INTENT, STATUS_LABEL } from '../userLabels';

export function StatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Tag intent={STATUS_INTENT[status]} minimal round data-testid={`user-status-${status}`}>
      {t(STATUS_LABEL[status])}
    </Tag>
  );
}
