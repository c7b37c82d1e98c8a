// @ts-check
// The configuration is CommonJS (Next loads it with require).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

/**
 * The pages get their texts precompiled (lib/i18n/compiled-messages.ts), so next-intl's formatting is its small
 * "format only" runtime rather than the ICU parser (what next-intl's own plugin does with `precompile`). A path
 * relative to the project, as Turbopack wants it.
 */
const FORMAT_ONLY = `./${path.relative(__dirname, require.resolve('use-intl/format-message/format-only'))}`;

/** @type {import('next').NextConfig} */
const nextConfig = {
  turbopack: {
    resolveAlias: { 'use-intl/format-message': FORMAT_ONLY },
  },
  reactStrictMode: true,
  poweredByHeader: false,
  // The API (/api) and the identity provider (/idp) are served by server/main.ts beside Next.
  // Bundle every Mantine package together on the server, so that they share one MantineProvider context
  // (otherwise @mantine/notifications is loaded as an external module with its own copy of @mantine/core).
  transpilePackages: [
    // Bundled on the server too, so that the alias of `use-intl/format-message` above applies to server rendering.
    'next-intl',
    'use-intl',
    '@mantine/core',
    '@mantine/hooks',
    '@mantine/notifications',
    '@mantine/dropzone',
    '@mantine/modals',
    '@mantine/dates',
    '@mantine/form',
    'mantine-datatable',
  ],
  experimental: {
    optimizePackageImports: ['@mantine/core', '@mantine/hooks', '@tabler/icons-react'],
  },
};

module.exports = nextConfig;
