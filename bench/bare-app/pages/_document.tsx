import { mantineHtmlProps } from '@mantine/core';
import { Head, Html, Main, NextScript } from 'next/document';

/** The bare page's document: the language and Mantine's light scheme on `<html>`, as the app's document sets them. */
export default function BareDocument() {
  return (
    <Html lang="en" {...mantineHtmlProps}>
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
