// The import rules (README, "Import rules"): `npm test` runs them before any suite, and a violation fails
// it naming the rule and both files. One rule per line of intent.
const LAYERS = '(?:common|config|database|logging|metrics|queue|render)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // The browser bundle and the views bundle never take code from the server: what they share lives in core/.
    { name: 'views-and-client-not-to-src', severity: 'error', from: { path: '^(views|client)/' }, to: { path: '^src/' } },
    // Browser libraries stay React-free and independent of the views that use them.
    { name: 'client-not-to-views-or-react', severity: 'error', from: { path: '^client/' }, to: { path: '^(views/|node_modules/(react|react-dom)/)' } },
    // core/ is framework-free: it imports only itself (schema-dts is types only).
    { name: 'core-imports-only-core', severity: 'error', from: { path: '^core/', pathNot: '\\.spec\\.ts$' }, to: { pathNot: '^(core/|node_modules/schema-dts/)' } },
    // core's own tests may use the shared test fixtures, nothing of the server, views or browser code.
    { name: 'core-tests-not-to-app-code', severity: 'error', from: { path: '^core/.*\\.spec\\.ts$' }, to: { path: '^(src|views|client)/' } },
    // The shared layers (database included) import no feature: each feature registers its entities, seeders and page data with them.
    { name: 'layers-import-no-feature', severity: 'error', from: { path: `^src/${LAYERS}/` }, to: { path: `^src/(?!${LAYERS}/)[^/]+/` } },
    // A feature uses another only through what that feature exports from its index.ts (its module and the providers it exports).
    {
      name: 'feature-through-its-index',
      severity: 'error',
      from: { path: `^src/(?!${LAYERS}/)([^/]+)/` },
      to: { path: `^src/(?!${LAYERS}/)[^/]+/`, pathNot: ['^src/$1/', '^src/[^/]+/index\\.ts$'] },
    },
    // main.ts, app.module.ts, http-setup.ts and cli.ts compose the app: nothing inside a folder imports them.
    { name: 'nothing-imports-the-composition', severity: 'error', from: { path: '^(src|core|views|client)/[^/]+/' }, to: { path: '^src/[^/]+\\.ts$' } },
    // Blocks, layout, templates, content and theme are shared by pages and never import a page.
    { name: 'shared-views-not-to-pages', severity: 'error', from: { path: '^views/(blocks|layout|templates|content|theme)/' }, to: { path: '^views/pages/' } },
    // The public site's views never load the back office's code: only the server's renderer and tests may
    // import views/admin (the islands' registry takes the admin islands' types alone).
    {
      name: 'public-views-not-to-admin',
      severity: 'error',
      from: { path: '^views/(?!admin/)', pathNot: '^views/app/server\\.tsx$|\\.spec\\.tsx?$' },
      to: { path: '^views/admin/', dependencyTypesNot: ['type-only'] },
    },
    // No circular imports anywhere.
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
