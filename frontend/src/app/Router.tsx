import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { applyPageTitle } from '../modules/branding';
import { userDataAtom } from '../state/userDataAtom';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { PageLoader } from '../ui/PageLoader';
import { rootRedirect } from './access';
import { RouteGuard } from './RouteGuard';
import { LAYOUTS, PAGES } from './pages';
import { findRoute } from './routeMatch';
import { isPageRoute, type LayoutName } from './routes';

function LayoutFor({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const Layout = LAYOUTS[layout];
  return (
    <Suspense fallback={<PageLoader />}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}

/** Matches the location against THE route table; the layout stays mounted between its pages. */
export function AppRouter() {
  const [pathname] = useLocation();
  const search = useSearch();
  const userData = useAtomValue(userDataAtom);
  const { route, params } = useMemo(() => findRoute(pathname), [pathname]);
  const { t } = useTranslation();
  // Each tab says which page it holds, in the reader's language (ten open tabs stay apart).
  const pageTitle = isPageRoute(route) ? t(route.titleKey) : '';
  useEffect(() => applyPageTitle(pageTitle), [pageTitle]);

  if (!isPageRoute(route)) {
    const to = rootRedirect(userData, search);
    return <Redirect key={to} to={to} replace />;
  }
  const Page = PAGES[route.page];
  return (
    <RouteGuard access={route.access}>
      <LayoutFor layout={route.layout}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Page params={params} route={route} />
          </Suspense>
        </ErrorBoundary>
      </LayoutFor>
    </RouteGuard>
  );
}
