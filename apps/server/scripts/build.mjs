// `npm run build -w apps/server`: compiles the server to plain JavaScript in apps/server/dist, run by `node` with no
// TypeScript loader. esbuild bundles our own TypeScript (the server and the workspace packages it imports,
// @sitecraft/shared and @sitecraft/sitegen, whose package.json points at their .ts sources) and leaves every npm
// package as an import that Node resolves from node_modules at run time: native addons (better-sqlite3, argon2,
// resvg) and the files packages read beside themselves (fonts, icons) stay where npm put them.
// Plain JavaScript on purpose, so building never needs the loader the build replaces.
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverDir, '../..');

/** The programs the build produces, `dist/<name>.js` each: the server, Docker's health probe and the queue worker. */
const entryPoints = [
  { name: 'main', source: 'src/main.ts' },
  { name: 'healthcheck', source: 'src/healthcheck.ts' },
  { name: 'worker', source: 'src/worker.ts' },
];

const readManifest = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

/**
 * The npm packages the server may import at run time: the dependencies of apps/server and of the workspace packages
 * it bundles (a production install, as in the Docker image, has these and no dev dependency). The compiled code
 * imports them from apps/server/dist, so Node looks in apps/server/node_modules and the root's node_modules only: a
 * dependency that npm had to nest under its workspace (two versions of one package in the tree) would be missing at
 * run time, so the build refuses instead.
 */
function productionDependencies() {
  const declared = new Set();
  const unreachable = [];
  const seen = new Set();
  const visit = (dir) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    for (const name of Object.keys(readManifest(dir).dependencies ?? {})) {
      if (name.startsWith('@sitecraft/')) {
        visit(fs.realpathSync(path.join(repoRoot, 'node_modules', name)));
        continue;
      }
      declared.add(name);
      if (!['apps/server/node_modules', 'node_modules'].some((modules) => fs.existsSync(path.join(repoRoot, modules, name)))) {
        unreachable.push(`${name} (a dependency of ${path.relative(repoRoot, dir)})`);
      }
    }
  };
  visit(serverDir);
  if (unreachable.length > 0) {
    throw new Error(
      `not in apps/server/node_modules or node_modules, where the compiled server imports packages from: ${unreachable.join(', ')}. ` +
        'Run `npm install`; if npm nested one under its workspace (two versions in the tree), give every workspace the same version range.',
    );
  }
  return declared;
}

/** The package an import names: `@scope/name/file` → `@scope/name`, `name/file` → `name`. */
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** Refuses a build that imports a package no bundled workspace declares: a production install would not have it. */
function assertImportsDeclared(metafile, declared) {
  const undeclared = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (external && !isBuiltin(specifier) && !declared.has(packageOf(specifier))) undeclared.add(packageOf(specifier));
    }
  }
  if (undeclared.size > 0) {
    throw new Error(`the server imports ${[...undeclared].join(', ')}, which no dependencies of apps/server, packages/shared or packages/sitegen declare`);
  }
}

/** Every bare import except our own workspace packages is left to Node (node_modules), never inlined. */
const npmPackagesStayExternal = {
  name: 'npm-packages-stay-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@sitecraft/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Writes the build into outdir without ever leaving it half-written: files that did not change are not touched (so a
 * second build of the same source, say by a test run beside a running server, changes nothing), new chunks are written
 * before the entry points that import them, each file by rename, and files of the old build go last.
 */
function replaceOutput(outdir, outputFiles) {
  fs.mkdirSync(outdir, { recursive: true });
  const entryFiles = new Set(entryPoints.map((entry) => path.join(outdir, `${entry.name}.js`)));
  const wanted = new Map(outputFiles.map((file) => [file.path, file.contents]));
  const ordered = [...wanted].sort(([a], [b]) => Number(entryFiles.has(a)) - Number(entryFiles.has(b)));
  let changed = 0;
  for (const [file, contents] of ordered) {
    if (fs.existsSync(file) && fs.readFileSync(file).equals(contents)) continue;
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, contents);
    fs.renameSync(partial, file);
    changed += 1;
  }
  for (const name of fs.readdirSync(outdir)) {
    // Another build running at the same time writes its .partial files here too: they are its, not old ones.
    if (wanted.has(path.join(outdir, name)) || name.endsWith('.partial')) continue;
    fs.rmSync(path.join(outdir, name), { recursive: true, force: true });
    changed += 1;
  }
  return changed;
}

/**
 * Builds into outdir (apps/server/dist by default). The output must sit two levels below the repository root, as src
 * does: the server finds its default data and web folders from its own location, and Node finds the npm packages by
 * walking up to the root's node_modules.
 */
async function buildServer({ outdir = path.join(serverDir, 'dist') } = {}) {
  const declared = productionDependencies();
  const started = performance.now();
  const result = await build({
    absWorkingDir: serverDir,
    entryPoints: entryPoints.map((entry) => ({ in: entry.source, out: entry.name })),
    outdir,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // main.ts checks the Node version before it imports the rest; split chunks keep that order at run time. The
    // chunks sit beside the entry points, at the same depth (see above).
    splitting: true,
    chunkNames: '[name]-[hash]',
    // Stack traces name the TypeScript files (`node --enable-source-maps`).
    sourcemap: 'linked',
    sourcesContent: false,
    plugins: [npmPackagesStayExternal],
    logLevel: 'warning',
    metafile: true,
  });
  assertImportsDeclared(result.metafile, declared);
  const changed = replaceOutput(outdir, result.outputFiles);
  const bytes = result.outputFiles.filter((file) => file.path.endsWith('.js')).reduce((sum, file) => sum + file.contents.byteLength, 0);
  return { outdir, files: entryPoints.map((entry) => `${entry.name}.js`), changed, bytes, ms: Math.round(performance.now() - started) };
}

// `--outdir <dir>` builds elsewhere (the deployment tests look at what a build writes without touching dist).
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const built = await buildServer({ outdir: values.outdir && path.resolve(values.outdir) });
const where = path.relative(process.cwd(), built.outdir) || '.';
const files = built.files.map((file) => path.join(where, file)).join(', ');
console.log(`server built in ${built.ms} ms: ${files} (${Math.round(built.bytes / 1024)} KB of JavaScript, ${built.changed ? `${built.changed} files changed` : 'unchanged'})`);
