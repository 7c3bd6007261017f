import { Card, NonIdealState, type IconName } from '@blueprintjs/core';
import type { JSX } from 'react';
import { StateText } from './StateText';

interface EmptyStateProps {
  icon: IconName;
  title: string;
  description: string;
  action?: JSX.Element;
  /** Its title's level in the page's outline: 2 under the page's title, 3 inside a section. */
  level?: 2 | 3;
}

/** An honest "nothing here yet" panel inside a card. */
export function EmptyState({ icon, title, description, action, level = 2 }: EmptyStateProps) {
  return (
    <Card className="ams-panel" data-testid="empty-state">
      <NonIdealState
        icon={icon}
        description={<StateText level={level} title={title} description={description} />}
        action={action}
      />
    </Card>
  );
}
