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
  env: { PORTAL_PAGES: JSON.stringify(pageRoutes()) },
};

export default nextConfig;
