import { StatePage } from '../../../ui/StatePage';

export default function NotFoundPage() {
  return (
    <StatePage
      icon="search"
      code="404"
      titleKey="misc.notFound.title"
      bodyKey="misc.notFound.body"
      action={{ to: '/', labelKey: 'common.backHome' }}
    />
  );
}
