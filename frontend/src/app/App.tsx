import { BlueprintProvider } from '@blueprintjs/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { ConnectionBanner } from '../ui/ConnectionBanner';
import { appStore } from '../state/store';
import { AppAbilityProvider } from './AppAbilityProvider';
import { AppEffects } from './AppEffects';
import { queryClient as defaultQueryClient } from './queryClient';
import { AppRouter } from './Router';

interface AppProps {
  store?: ReturnType<typeof createStore>;
  queryClient?: QueryClient;
}

export function App({ store = appStore, queryClient = defaultQueryClient }: AppProps) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <BlueprintProvider>
            <AppAbilityProvider>
              <AppEffects />
              <ConnectionBanner />
              <AppRouter />
            </AppAbilityProvider>
          </BlueprintProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
