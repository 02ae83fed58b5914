import { pageRoutes } from './scripts/lib/page-routes.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm run typecheck` checks every file (npm test runs it before the build): checking them again in each build costs
  // about a minute on a 2-core machine, in the browser tests, the benchmarks and a first `npm start`.
  typescript: { ignoreBuildErrors: true },
  // The pages of this build (src/components/navigation/routes.ts): the menus, the services page, the palette and the
  // settings hub link only to a page that exists, with no list kept by hand.
  // Webpack splits a module shared by two pages into its own chunk once the chunk reaches 20 kB of source. At that
  // size the split costs more than it saves: each page loads a few more small chunks that compress worse apart, and
  // the first load of the service pages grew by up to 0.4 kB gzip when they came to share one service frame. At 40 kB,
  // no route loads more than before the redesign (mean 1.0 kB less); the pages' scripts together weigh 5 % more, which a
  // person only pays as they move from page to page (bench/page-weight.mjs).
  webpack(config, { isServer, dev }) {
    if (!isServer && !dev && config.optimization.splitChunks) {
      config.optimization.splitChunks.minSize = 40_000;
      // next/link and the icons' runtime are in nearly every page: one chunk of their own, whichever pages share what
      // else. Left to the size rule, they moved between chunks as pages changed, and a change that took 20 kB off one
      // page (the forms library, out of /alterar-senha) put 0.2 kB on every other and 0.5 kB on /login.
      config.optimization.splitChunks.cacheGroups = {
        ...config.optimization.splitChunks.cacheGroups,
        linksAndIcons: {
          test: /[\\/]node_modules[\\/](next[\\/]dist[\\/](client[\\/](link|use-intersection|use-merged-ref|get-domain-locale)|shared[\\/]lib[\\/]router[\\/]utils[\\/]format-url)|lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|context|defaultAttributes))/,
          chunks: 'all',
          minChunks: 2,
          minSize: 0,
          priority: 30,
          enforce: true,
        },
      };
    }
    // Every file name's hash is in the webpack runtime's chunk map and in _buildManifest.js, both in every page's first
    // load: 8 hex digits (32 bits, webpack's own examples) instead of Next's 16 save about 2 kB gzip of hashes that do
    // not compress. Names also carry the chunk's name, so only a changed chunk that keeps its hash would matter (a
    // browser keeping the old copy): one chance in four billion per changed chunk.
    if (!isServer && !dev) config.output.hashDigestLength = 8;
    return config;
  },
  // The top bar of every private page links to the chat when its page is built: a constant folded at build time, so
  // that the bar does not carry the whole list (1 kB gzip in every page's first load).
  env: { PORTAL_PAGES: JSON.stringify(pageRoutes()), PORTAL_CHAT_BUILT: String(pageRoutes().includes('/chat')) },
  // bench/page-weight-sources.mjs: a build apart, with source maps, to say which modules each chunk carries.
  ...(process.env.PORTAL_WEIGHT_SOURCES === '1' ? { distDir: '.next-sources', productionBrowserSourceMaps: true } : {}),
};

export default nextConfig;
