import { Card, NonIdealState, type IconName } from '@blueprintjs/core';
import type { JSX } from 'react';
import { StateText } from './StateText';

interface EmptyStateProps {
  icon: IconName;
  title: string;
  description: string;
  action?: JSX.Element;
}

/** An honest "nothing here yet" panel inside a card; its title is a section (h2) of the page. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Card className="ams-panel" data-testid="empty-state">
      <NonIdealState
        icon={icon}
        description={<StateText level={2} title={title} description={description} />}
        action={action}
      />
    </Card>
  );
}
