// @ts-check
// The configuration is CommonJS (Next loads it with require).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PHASE_DEVELOPMENT_SERVER } = require('next/constants');

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
  // `npm test` type-checks the whole project once (`npm run typecheck`, beside the build's lane) and says so with
  // BUILD_SKIPS_TYPECHECK=1, so that its build does not check the same files a second time; any other build checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIPS_TYPECHECK === '1' },
  poweredByHeader: false,
  // `next dev` would otherwise write an AGENTS.md into the project when it runs under a coding agent.
  agentRules: false,
  // In production server/main.ts serves the API (/api) and the identity provider (/idp) beside Next, and no request
  // for them reaches Next. Under `next dev` the catch-all API route pages/api/[...path].ts serves both: `/api/*`
  // lands there by itself, `/idp/*` through the development-only rewrite below (IDP_REWRITE_BASE in server/next-runtime.ts).
  // The server's own libraries load from node_modules as they do under server/main.ts, rather than being bundled
  // into the API route and instrumentation.ts: a faster first compile under `next dev`, and one copy of each.
  serverExternalPackages: [
    '@azure/app-configuration',
    '@azure/identity',
    '@azure/storage-blob',
    '@electric-sql/pglite',
    '@hono/node-server',
    '@hono/zod-openapi',
    'drizzle-orm',
    // Evidence files (issue 22): EXIF, HEIC decoding (libheif in WebAssembly) and sharp's native image library.
    'exifr',
    'heic-decode',
    'hono',
    'jose',
    'nodemailer',
    'oidc-provider',
    // The data room's text search reads PDFs with pdf.js's Node build (the browser's copy is bundled as before).
    'pdfjs-dist',
    'selfsigned',
    'sharp',
    'swagger-ui-dist',
    'zod',
  ],
  // Bundle every Mantine package together on the server, so that they share one MantineProvider context
  // (otherwise @mantine/notifications is loaded as an external module with its own copy of @mantine/core).
  transpilePackages: [
    // Bundled on the server too, so that the alias of `use-intl/format-message` above applies to server rendering.
    'next-intl',
    'use-intl',
    '@mantine/core',
    '@mantine/hooks',
    '@mantine/notifications',
    '@mantine/modals',
    '@mantine/dates',
    '@mantine/form',
    'mantine-datatable',
  ],
  experimental: {
    optimizePackageImports: ['@mantine/core', '@mantine/hooks', '@tabler/icons-react'],
  },
};

/**
 * Under `next dev` the identity provider is reached through the catch-all API route. The rewrite exists only
 * there: the production server answers `/idp` itself, and any rewrite in the built configuration would ship Next's
 * client-side rewrite resolver (~3 kB gzipped) with every page.
 */
const IDP_REWRITES = [
  { source: '/idp', destination: '/api/_idp' },
  { source: '/idp/:path*', destination: '/api/_idp/:path*' },
];

/** @param {string} phase */
module.exports = (phase) => (phase === PHASE_DEVELOPMENT_SERVER ? { ...nextConfig, rewrites: async () => IDP_REWRITES } : nextConfig);
