import { StatePage } from '../../../ui/StatePage';

export default function UnderMaintenancePage() {
  return (
    <StatePage
      icon="wrench"
      titleKey="misc.underMaintenance.title"
      bodyKey="misc.underMaintenance.body"
      action={{ to: '/', labelKey: 'common.backHome' }}
    />
  );
}
