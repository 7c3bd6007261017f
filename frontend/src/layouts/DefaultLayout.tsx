import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import { contentWidthAtom } from '../state/contentWidthAtom';
import { navbarTypeAtom } from '../state/navbarTypeAtom';
import { navCollapsedAtom } from '../state/navCollapsedAtom';
import { skinAtom } from '../state/skinAtom';
import { Customizer } from './components/Customizer';
import { Footer } from './components/Footer';
import { Navbar } from './components/Navbar';
import { ScrollToTop } from './components/ScrollToTop';
import { VerticalNav } from './components/VerticalNav';
import { useNavMode } from './hooks/useNavMode';
import { useSearchHotkey } from './hooks/useSearchHotkey';

/** Signed-in shell: vertical, horizontal or (narrow window) overlay navigation. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  const mode = useNavMode();
  const navbarType = useAtomValue(navbarTypeAtom);
  const collapsed = useAtomValue(navCollapsedAtom);
  const contentWidth = useAtomValue(contentWidthAtom);
  const skin = useAtomValue(skinAtom);
  useSearchHotkey();

  // Only the vertical layout can live without a navbar: the others keep their menu in it.
  const showNavbar = navbarType === 'sticky' || mode !== 'vertical';

  return (
    <div
      className={cx('ams-layout', `ams-mode-${mode}`, `ams-skin-${skin}`, {
        'ams-collapsed': mode === 'vertical' && collapsed,
        'ams-boxed': contentWidth === 'boxed',
      })}
      data-testid="layout"
      data-skin={skin}
      data-content-width={contentWidth}
      data-navbar={showNavbar ? 'sticky' : 'hidden'}
    >
      {mode === 'vertical' && <VerticalNav />}
      <div className="ams-main">
        {showNavbar && <Navbar mode={mode} />}
        <main className="ams-content" id="main-content">
          <div className="ams-content-inner">{children}</div>
        </main>
        <Footer />
      </div>
      <Customizer mode={mode} />
      <ScrollToTop />
    </div>
  );
}
