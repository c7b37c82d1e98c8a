// First: Next hydrates the page with the hydrateRoot this module leaves in react-dom/client.
import '@/lib/hydration/in-transition';
import '@/styles/mantine-components';
import '@mantine/notifications/styles.css';
import '@/styles/globals.css';
import { useEffect, useMemo } from 'react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import dynamic from 'next/dynamic';
import { MantineProvider } from '@mantine/core';
import { NextIntlClientProvider } from 'next-intl';
import { AppProviders } from '@/components/providers/AppProviders';
import { AppShell } from '@/components/layout/AppShell';
import { NotificationStack } from '@/components/layout/NotificationStack';
import type { ShellPage } from '@/components/layout/page-types';
import { ShellInfoProvider } from '@/components/layout/ShellContext';
import { ShellScripts } from '@/components/layout/ShellScripts';
import { replayTypedBeforeHydration } from '@/lib/hydration/typed-before-hydration';
import { DEFAULT_PUBLIC_CONFIG } from '@/lib/config/public-config';
import { DEFAULT_ENVIRONMENT } from '@/lib/env/environments';
import type { ShellPageProps } from '@/server/ssr/shell-page-props';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { isNotFoundProps } from '@/lib/ssr/not-found';
import { theme } from '@/styles/theme';

/**
 * The not-found page a page answers when its address names nothing: its own chunk, loaded only then (the server
 * renders it, and the page waits for its chunk before hydrating, as for any server-rendered next/dynamic component).
 */
const ErrorPage = dynamic(() => import('@/components/layout/ErrorPage').then((module) => module.ErrorPage));

/**
 * The monitoring application's frame, for every page served on the monitoring host (docs/requirements.md ): its
 * own chunk, so that the main application's pages do not carry it.
 */
const MonitoringAppShell = dynamic(() => import('@/components/monitoring/app/MonitoringAppShell'));

type GroundworkAppProps = AppProps<Partial<ShellPageProps>> & { Component: ShellPage };

/** Times are shown in the visitor's zone once in the browser; the server renders in UTC. */
const TIME_ZONE = 'UTC';

export default function GroundworkApp({ Component, pageProps }: GroundworkAppProps) {
  const language = pageProps.language ?? DEFAULT_LANGUAGE;
  const environment = pageProps.environment ?? DEFAULT_ENVIRONMENT;
  const baseDomain = pageProps.publicConfig?.baseDomain ?? DEFAULT_PUBLIC_CONFIG.baseDomain;

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // Once the page has hydrated (this first effect only): what a person typed before that reaches the page's state.
  useEffect(replayTypedBeforeHydration, []);

  // A page whose address names nothing answers the not-found page inside the shell (see `lib/ssr/not-found.ts`).
  const notFound = isNotFoundProps(pageProps);
  const page = notFound ? <ErrorPage code={404} /> : <Component {...pageProps} />;
  const now = useMemo(() => (pageProps.now ? new Date(pageProps.now) : undefined), [pageProps.now]);

  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2c7a4d" />
        <title>Groundwork</title>
      </Head>
      <NextIntlClientProvider locale={language} messages={pageProps.messages} timeZone={TIME_ZONE} now={now}>
        <ShellInfoProvider value={{ environment, language, baseDomain, monitoringOrigin: pageProps.monitoringOrigin }}>
          <AppProviders pageProps={pageProps}>
            <NotificationStack />
            {Component.bare ? (
              page
            ) : pageProps.monitoringHost ? (
              <MonitoringAppShell>{page}</MonitoringAppShell>
            ) : (
              <AppShell showLoading={!notFound && Component.showLoading}>{page}</AppShell>
            )}
          </AppProviders>
        </ShellInfoProvider>
      </NextIntlClientProvider>
      <ShellScripts config={pageProps.publicConfig} />
    </MantineProvider>
  );
}
