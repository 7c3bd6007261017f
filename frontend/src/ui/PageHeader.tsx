import { Text } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Heading } from './Heading';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="ams-page-header">
      <div>
        <Heading level={1} size={2} className="ams-page-title">
          {title}
        </Heading>
        {subtitle && (
          <Text tagName="p" className="ams-page-subtitle">
            {subtitle}
          </Text>
        )}
      </div>
      {actions && <div className="ams-page-actions">{actions}</div>}
    </header>
  );
}
