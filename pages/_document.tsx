import Document, { Head, Html, Main, NextScript } from 'next/document';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import { DEFAULT_ENVIRONMENT, isEnvironment } from '@/lib/env/environments';
import { toLanguage } from '@/lib/i18n/language';

/** The page props the document reads: the language (for `lang`) and the environment. */
interface DocumentPageProps {
  language?: unknown;
  environment?: unknown;
}

export default class GroundworkDocument extends Document {
  render() {
    const pageProps = (this.props.__NEXT_DATA__.props?.pageProps ?? {}) as DocumentPageProps;
    const language = toLanguage(pageProps.language);
    const environment = isEnvironment(pageProps.environment) ? pageProps.environment : DEFAULT_ENVIRONMENT;
    return (
      <Html lang={language} {...mantineHtmlProps} data-environment={environment}>
        <Head>
          <ColorSchemeScript defaultColorScheme="light" />
          <meta name="environment" content={environment} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body data-environment={environment}>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
