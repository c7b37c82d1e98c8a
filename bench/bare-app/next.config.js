// @ts-check
// The bench's bare page (bench/bare-page.ts builds and serves it): Next with React, the app's Mantine style sheets and
// theme, and the app's Redux store, with none of the app's pages, shell or start-up. Built with the project's own
// packages (Turbopack's root is the repository), never part of the product's build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

/** @type {import('next').NextConfig} */
module.exports = {
  // Inside the project's own build folder, which every tool (git, ESLint, TypeScript, Prettier) already leaves out;
  // a product build wipes it, and the bench builds the bare page again when it finds no build.
  distDir: '../../.next/bench-bare-app',
  turbopack: { root: path.join(__dirname, '..', '..') },
  reactStrictMode: true,
  poweredByHeader: false,
  agentRules: false,
  typescript: { ignoreBuildErrors: true },
  transpilePackages: ['@mantine/core', '@mantine/hooks'],
  experimental: { optimizePackageImports: ['@mantine/core', '@mantine/hooks'] },
};
