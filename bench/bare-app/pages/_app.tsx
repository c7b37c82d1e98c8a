// The bare page's frame: what every Groundwork page pays before any app code (Mantine's provider, theme and the
// style sheets the app selects, and the app's Redux store through next-redux-wrapper). See bench/bare-page.ts.
import '@/styles/mantine-components';
import '@/styles/globals.css';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { wrapper } from '@/store';
import { theme } from '@/styles/theme';

export default function BareApp({ Component, pageProps }: AppProps) {
  const { store } = wrapper.useWrappedStore({ pageProps });
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Bare page</title>
      </Head>
      <Provider store={store}>
        <Component {...pageProps} />
      </Provider>
    </MantineProvider>
  );
}
