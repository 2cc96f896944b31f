import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { SessionProvider } from './session-provider';
import { useLocalizedTheme } from './localized-mantine';
import { cssVariablesResolver } from './theme';

type ProvidersProps = { queryClient: QueryClient; children: ReactNode; env?: 'default' | 'test' };

const LocalizedMantineProvider = ({ env, children }: { env: 'default' | 'test'; children: ReactNode }) => (
  <MantineProvider theme={useLocalizedTheme()} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" forceColorScheme="light" env={env}>
    {children}
  </MantineProvider>
);

/** Everything a page needs around it; must sit inside a router (the session navigates). */
export const Providers = ({ queryClient, children, env = 'default' }: ProvidersProps) => (
  <I18nextProvider i18n={i18n}>
    <LocalizedMantineProvider env={env}>
      <QueryClientProvider client={queryClient}>
        {/* The calendars' language (LocalizedDatesProvider) comes with each page: lazyPage. */}
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </LocalizedMantineProvider>
  </I18nextProvider>
);
