import { StatePage } from '../../../ui/StatePage';

export default function ComingSoonPage() {
  return (
    <StatePage
      icon="time"
      titleKey="misc.comingSoon.title"
      bodyKey="misc.comingSoon.body"
      action={{ to: '/', labelKey: 'common.backHome' }}
    />
  );
}
