import './authPages.css';
import { Card, Icon, Text, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Heading } from '../../../ui/Heading';
import { BrandLogo } from '../../branding';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  icon?: IconName;
  testId: string;
  children: ReactNode;
}

/** The first design of an auth screen: one centred card. */
export function AuthCard({ title, subtitle, icon, testId, children }: AuthCardProps) {
  return (
    <Card className="ams-auth-card" elevation={2} data-testid={testId}>
      <BrandLogo size={48} wrapTitle />
      {icon && (
        <div className="ams-auth-card-icon" aria-hidden="true">
          <Icon icon={icon} size={32} />
        </div>
      )}
      <Heading level={1} size={3}>
        {title}
      </Heading>
      {subtitle && (
        <Text tagName="p" className="ams-muted ams-auth-subtitle">
          {subtitle}
        </Text>
      )}
      {children}
    </Card>
  );
}
