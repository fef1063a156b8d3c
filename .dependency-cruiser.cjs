/**
 * Import rules `pnpm lint` checks (dependency-cruiser). Type-only imports count: a circle held
 * together by `import type` still ties the files' meaning together, so they are cruised too.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files that import each other, directly or round a circle. Break it one way: stages talk ' +
        'through the queue (a small module of job names, payload schemas and queueX functions), ' +
        'shared types move to the file both sides already import. TanStack Router generates ' +
        'routeTree.gen.ts, whose routes and tree name each other by design.',
      from: { pathNot: 'routeTree\\.gen\\.ts$' },
      to: { circular: true, viaNot: 'routeTree\\.gen\\.ts$' },
    },
    {
      name: 'packages-not-to-apps',
      severity: 'error',
      comment:
        'A package is shared by the apps; it must not reach into one (move the code into the ' +
        'package, or let the app pass it in).',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'job-registration-from-worker-start-only',
      severity: 'error',
      comment:
        "A stage's worker registration (apps/api/src/**/*-jobs.ts) is imported by the job " +
        "queue's start only. Everyone else queues through the stage's *-queue.ts module, so no " +
        'stage imports the next stage (or itself, round the loop) to ask for work.',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/jobs/start-background\\.ts$' },
      to: { path: '^apps/api/src/.+-jobs\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|storybook-static|coverage|\\.tools|__visual__)/',
    },
    tsPreCompilationDeps: true,
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    cache: false,
  },
};
