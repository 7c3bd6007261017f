import './authPages.css';
import { Card, H3, Icon, Text, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../branding/components/BrandLogo';

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
      <H3>{title}</H3>
      {subtitle && (
        <Text tagName="p" className="ams-muted ams-auth-subtitle">
          {subtitle}
        </Text>
      )}
      {children}
    </Card>
  );
}
