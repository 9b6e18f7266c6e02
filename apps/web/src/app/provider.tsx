import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from './query-client';
import { SettingsEffects } from './SettingsEffects';
import { cssVariablesResolver, theme } from './theme';
import { Toaster } from '@/components/ui/Toaster';
import { directionOf, i18n } from '@/lib/i18n';
import { LayoutContext, type Layout } from '@/lib/layout';
import { settingsStore } from '@/lib/settings-store';

export interface AppProviderProps {
  /** Desktop or mobile shell (detectLayout() in the app; fixed in tests). */
  layout: Layout;
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Everything a page needs around it: i18n, direction, theme, server state, layout, toasts. */
export function AppProvider({ layout, queryClient, children }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider
        initialDirection={directionOf(settingsStore.getSnapshot().language)}
        detectDirection={false}
      >
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
        >
          <QueryClientProvider client={client}>
            <LayoutContext value={layout}>
              <SettingsEffects />
              {children}
              <Toaster />
            </LayoutContext>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
