import { StatePage } from '../../../ui/StatePage';

export default function Error500Page() {
  return (
    <StatePage
      icon="error"
      code="500"
      titleKey="misc.error500.title"
      bodyKey="misc.error500.body"
      action={{ reload: true, labelKey: 'common.reload' }}
    />
  );
}
