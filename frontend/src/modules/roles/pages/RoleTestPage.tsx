import '../roles.css';
import { Button, Card } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleTestBody } from '../../../api/roles';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { RoleTestPicker, type TestTarget } from '../components/RoleTestPicker';
import { RoleTestResults } from '../components/RoleTestResults';
import { useRoleTestQuery } from '../hooks/useRoles';
import { ROUTE_CHECKS } from '../roleTestRoutes';
import { errorMessage } from '../../../i18n/errorText';

/** `/apps/roles/test`: what a role or a user may do, judged by the server's own CASL code. */
export default function RoleTestPage() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<TestTarget | null>(null);

  const body = useMemo((): RoleTestBody | null => {
    if (!target) return null;
    const who = target.kind === 'role' ? { roleId: target.role.id } : { userId: target.user.id };
    return { ...who, routes: ROUTE_CHECKS };
  }, [target]);
  const test = useRoleTestQuery(body);

  return (
    <>
      <PageHeader title={t('roleTest.title')} subtitle={t('roleTest.subtitle')} />
      <Card className="ams-table-card">
        <RoleTestPicker target={target} onChange={setTarget} />
      </Card>
      {!body && (
        <EmptyState
          icon="lab-test"
          title={t('roleTest.pickTitle')}
          description={t('roleTest.pickBody')}
        />
      )}
      {body && test.isPending && <PageLoader />}
      {body && test.isError && (
        <EmptyState
          icon="error"
          title={t('roleTest.failed')}
          description={errorMessage(t, test.error)}
          action={<Button text={t('common.retry')} onClick={() => void test.refetch()} />}
        />
      )}
      {body && test.data && <RoleTestResults result={test.data} />}
    </>
  );
}
