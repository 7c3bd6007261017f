import './authPages.css';
import { Icon, Text, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Heading } from '../../../ui/Heading';
import { BrandLogo } from '../../branding';

interface AuthSplitProps {
  title: string;
  subtitle?: ReactNode;
  /** The picture's motif and its line of text. */
  art: { icon: IconName; tagline: string };
  testId: string;
  children: ReactNode;
}

/** The second design of an auth screen: a drawn panel (CSS and one icon, no image) beside the form. */
export function AuthSplit({ title, subtitle, art, testId, children }: AuthSplitProps) {
  return (
    <div className="ams-auth-split" data-testid={testId}>
      <aside className="ams-auth-art" aria-hidden="true">
        <span className="ams-auth-art-orb ams-auth-art-orb-a" />
        <span className="ams-auth-art-orb ams-auth-art-orb-b" />
        <div className="ams-auth-art-window">
          <div className="ams-auth-art-bar">
            <span />
            <span />
            <span />
          </div>
          <div className="ams-auth-art-body">
            <Icon icon={art.icon} size={64} />
            <div className="ams-auth-art-lines">
              <span />
              <span />
              <span />
            </div>
          </div>
        </div>
        <p className="ams-auth-art-tagline">{art.tagline}</p>
      </aside>
      <section className="ams-auth-split-form">
        <BrandLogo size={48} wrapTitle />
        <Heading level={1} size={3}>
          {title}
        </Heading>
        {subtitle && (
          <Text tagName="p" className="ams-muted ams-auth-subtitle">
            {subtitle}
          </Text>
        )}
        {children}
      </section>
    </div>
  );
}
