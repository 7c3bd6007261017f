import { Card, NonIdealState, type IconName } from '@blueprintjs/core';
import type { JSX } from 'react';

interface EmptyStateProps {
  icon: IconName;
  title: string;
  description: string;
  action?: JSX.Element;
}

/** An honest "nothing here yet" panel inside a card. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Card className="ams-panel" data-testid="empty-state">
      <NonIdealState icon={icon} title={title} description={description} action={action} />
    </Card>
  );
}
