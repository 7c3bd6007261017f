import { StatePage } from '../../../ui/StatePage';

export default function NotAuthorizedPage() {
  return (
    <StatePage
      icon="lock"
      code="403"
      titleKey="misc.notAuthorized.title"
      bodyKey="misc.notAuthorized.body"
      action={{ to: '/', labelKey: 'common.backHome' }}
    />
  );
}
