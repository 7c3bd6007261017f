import { Callout, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { RoleTestResult } from '../../../api/roles';
import type { TranslationKey } from '../../../i18n/keys';
import { titleKeyOf } from '../roleTestRoutes';
import {
  ACTION_LABEL,
  EDITOR_ACTIONS,
  SUBJECTS,
  SUBJECT_LABEL,
  actionLabelKey,
  subjectLabelKey,
} from '../subjects';
import { VerdictTag } from './VerdictTag';
import { roleLabel } from '../roleLabel';
import { StaticTable } from '../../../ui/list/StaticTable';
import { Heading } from '../../../ui/Heading';

/** The server's verdicts: each route of the route table, then every subject × action. */
export function RoleTestResults({ result }: { result: RoleTestResult }) {
  const { t } = useTranslation();
  const label = (key: TranslationKey | undefined, raw: string) => (key ? t(key) : raw);
  const verdict = new Map(result.permissions.map((p) => [`${p.action}:${p.subject}`, p.can]));
  const allowedRoutes = result.routes.filter((route) => route.can).length;

  return (
    <div className="ams-role-test-results" data-testid="role-test-results">
      <Callout
        intent={result.role ? 'primary' : 'warning'}
        icon={result.manageAll ? 'shield' : 'info-sign'}
        title={
          result.user
            ? t('roleTest.summaryUser', {
                user: result.user.name,
                role: result.role ? roleLabel(t, result.role.name) : t('roleTest.noRole'),
              })
            : t('roleTest.summaryRole', {
                role: result.role ? roleLabel(t, result.role.name) : t('roleTest.noRole'),
              })
        }
      >
        {result.manageAll
          ? t('roleTest.manageAll')
          : t('roleTest.routesAllowed', { allowed: allowedRoutes, total: result.routes.length })}
      </Callout>

      <Card className="ams-table-card">
        <Heading level={2} size={4}>
          {t('roleTest.routesTitle')}
        </Heading>
        <StaticTable
          testId="role-test-routes"
          className="ams-wide-table"
          compact
          rows={result.routes}
          rowKey={(route) => route.path}
          rowTestId={(route) => `role-test-route-${route.path}`}
          columns={[
            {
              id: 'page',
              title: t('roleTest.columns.page'),
              render: (route) => {
                const titleKey = titleKeyOf(route.path);
                return titleKey ? t(titleKey) : route.path;
              },
            },
            {
              id: 'path',
              title: t('roleTest.columns.path'),
              render: (route) => <code>{route.path}</code>,
            },
            {
              id: 'needs',
              title: t('roleTest.columns.needs'),
              render: (route) => (
                <Tag minimal>
                  {`${label(actionLabelKey(route.action), route.action)} · ${label(subjectLabelKey(route.subject), route.subject)}`}
                </Tag>
              ),
            },
            {
              id: 'verdict',
              title: t('roleTest.columns.verdict'),
              render: (route) => <VerdictTag can={route.can} />,
            },
          ]}
        />
      </Card>

      <Card className="ams-table-card">
        <Heading level={2} size={4}>
          {t('roleTest.actionsTitle')}
        </Heading>
        <HTMLTable compact striped className="ams-wide-table" data-testid="role-test-permissions">
          <thead>
            <tr>
              <th scope="col">{t('permissions.columns.subject')}</th>
              {EDITOR_ACTIONS.map((action) => (
                <th scope="col" key={action}>
                  {t(ACTION_LABEL[action])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SUBJECTS.map((subject) => (
              <tr key={subject}>
                <th scope="row">{t(SUBJECT_LABEL[subject])}</th>
                {EDITOR_ACTIONS.map((action) => (
                  <td key={action}>
                    <VerdictTag
                      can={verdict.get(`${action}:${subject}`) ?? false}
                      testId={`role-test-can-${subject}-${action}`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
    </div>
  );
}
