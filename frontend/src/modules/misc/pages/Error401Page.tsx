import { StatePage } from '../../../ui/StatePage';

export default function Error401Page() {
  return (
    <StatePage
      icon="lock"
      code="401"
      titleKey="misc.error401.title"
      bodyKey="misc.error401.body"
      action={{ to: '/login', labelKey: 'common.backToLogin' }}
    />
  );
}
