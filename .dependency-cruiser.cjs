/**
 * The architecture, checked by `npm run lint` (architecture.md, "Folders"): no import cycle, and no import across the
 * layers. The web (pages, components, contexts, hooks, client services) reaches the API only over HTTP and socket.io;
 * the API never imports the web; src/domain holds pure rules both import; only the one HTTP client imports axios;
 * a route file declares and delegates, its service checks, its repository runs SQL.
 */
const WEB = '^src/(pages|components|contexts|hooks|services|styles|proxy[.]ts)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A cycle (type-only imports too) hides which side owns the contract: move the shared type, or invert one side.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-not-to-server',
      severity: 'error',
      comment: 'The web reaches the API only through HTTP (src/services) and socket.io.',
      from: { path: WEB },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-to-web',
      severity: 'error',
      comment: 'The API runs alone too (API-only processes): it never imports pages or components.',
      from: { path: '^src/server/' },
      to: { path: WEB },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain is shared by web and API: it imports nothing of either.',
      from: { path: '^src/domain/' },
      to: { path: '^src/', pathNot: '^src/domain/' },
    },
    {
      name: 'one-http-client',
      severity: 'error',
      comment: 'Pages, components, hooks and contexts call the API through src/services; only its HTTP client imports axios.',
      from: { path: '^src/', pathNot: '^src/services/(http-client|api|api-error)[.]ts$' },
      to: { path: '(^|/)node_modules/axios/' },
    },
    {
      name: 'routes-run-no-sql',
      severity: 'error',
      comment: 'A route file declares its schema and delegates to its service; SQL lives in the repository.',
      from: { path: '^src/server/modules/[a-z-]+/[a-z-]*routes[.]ts$' },
      to: { path: ['(^|/)node_modules/drizzle-orm/', '^src/server/db/(client|schema)'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'modules-through-the-kernel',
      severity: 'error',
      comment: "A module is wired only by modules/modules.ts: another module never imports its definition or its routes' plugin.",
      from: { path: '^src/server/', pathNot: '^src/server/modules/modules[.]ts$' },
      to: { path: '^src/server/modules/[^/]+/module[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
