// The esbuild options of the API process's bundle: scripts/build-server.mjs and the benchmarks that run the API in a
// process of its own (its memory and CPU, not a TypeScript loader's) build it the same way.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * npm packages stay external and load from node_modules, except date-fns: its index loads every one of its ~250
 * functions (about 17 MB of the process's memory) for the twenty the server uses, so those are bundled instead.
 */
const BUNDLED_PACKAGES = /^date-fns(\/|$)/;

const bundledPackages = {
  name: 'bundled-packages',
  setup(build) {
    build.onResolve({ filter: BUNDLED_PACKAGES }, (args) => ({ path: new URL(import.meta.resolve(args.path)).pathname }));
  },
};

/** Options for esbuild's build(): the entry (a .ts under src/ or bench/) bundled into `outfile`, an ES module for Node 20. */
export function serverBundleOptions(entry, outfile) {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [bundledPackages],
    alias: { '@': path.join(root, 'src') },
    logLevel: 'warning',
  };
}
