import { H2, Text } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="ams-page-header">
      <div>
        <H2 className="ams-page-title">{title}</H2>
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
