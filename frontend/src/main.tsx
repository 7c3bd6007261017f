import '@blueprintjs/core/lib/css/blueprint.css';
import './layouts/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { effectiveLocale } from './app/effects/useLanguageSync';
import { applyLocale } from './i18n';
import { loadProductInfo } from './modules/branding';
import { languageAtom } from './state/languageAtom';
import { productInfoAtom } from './state/productInfoAtom';
import { appStore } from './state/store';
import { preloadRoute } from './app/pages';
import { installIconLoader, preloadIcons } from './ui/icons/iconLoader';

// The page the address names, its layout and the icons load while the app starts (bench:boot).
const { layout, ready } = preloadRoute(window.location.pathname);
preloadIcons(layout === 'blank');
installIconLoader();
void loadProductInfo(appStore);

// The stored language loads before the first paint, so the page does not flash in English; the
// page's chunks beside it, so the first paint is the page, not its loader.
const locale = effectiveLocale(appStore.get(languageAtom), appStore.get(productInfoAtom));
void Promise.all([applyLocale(locale), ready]).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
