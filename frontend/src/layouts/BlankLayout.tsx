import type { ReactNode } from 'react';
import { LanguageMenu } from './components/LanguageMenu';
import { ScrollToTop } from './components/ScrollToTop';
import { ThemeToggle } from './components/ThemeToggle';

/** Centred pages without navigation: sign-in, misc and error pages. */
export default function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div className="ams-blank" data-testid="blank-layout">
      <div className="ams-blank-tools">
        <ThemeToggle />
        <LanguageMenu />
      </div>
      <main className="ams-blank-content">{children}</main>
      <ScrollToTop />
    </div>
  );
}
