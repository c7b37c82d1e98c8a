import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { mantineHtmlProps } from '@mantine/core';
import { DEFAULT_ENVIRONMENT, isEnvironment } from '@/lib/env/environments';
import { toLanguage } from '@/lib/i18n/language';

/** The page props the document reads: the language (for `lang`) and the environment. */
interface DocumentPageProps {
  language?: unknown;
  environment?: unknown;
}

interface GroundworkDocumentProps extends DocumentInitialProps {
  /** The nonce of this answer's Content-Security-Policy (set by server/main.ts); none on pages built ahead. */
  nonce?: string;
}

/** The `'nonce-…'` source of a Content-Security-Policy header. */
function nonceOfPolicy(policy: string | number | string[] | undefined): string | undefined {
  const text = Array.isArray(policy) ? policy.join(';') : String(policy ?? '');
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(text)?.[1];
}

/**
 * The light colour scheme is set on `<html>` by `mantineHtmlProps` (the app has no dark theme), so Mantine's inline
 * colour-scheme script is left out: no inline script at all, which lets pages built ahead of any request (404,
 * 500) pass the policy too. Next's scripts carry the answer's nonce.
 */
export default class GroundworkDocument extends Document<GroundworkDocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<GroundworkDocumentProps> {
    const initial = await Document.getInitialProps(ctx);
    return { ...initial, nonce: nonceOfPolicy(ctx.res?.getHeader('content-security-policy')) };
  }

  render() {
    const pageProps = (this.props.__NEXT_DATA__.props?.pageProps ?? {}) as DocumentPageProps;
    const language = toLanguage(pageProps.language);
    const environment = isEnvironment(pageProps.environment) ? pageProps.environment : DEFAULT_ENVIRONMENT;
    const { nonce } = this.props;
    return (
      <Html lang={language} {...mantineHtmlProps} data-environment={environment}>
        <Head nonce={nonce}>
          <meta name="environment" content={environment} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body data-environment={environment}>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
