// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The API (/api) and the identity provider (/idp) are served by server/main.ts beside Next.
  // Bundle every Mantine package together on the server, so that they share one MantineProvider context
  // (otherwise @mantine/notifications is loaded as an external module with its own copy of @mantine/core).
  transpilePackages: [
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
