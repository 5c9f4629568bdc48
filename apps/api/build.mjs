// Bundles the API and the workspace packages it uses into dist/server.mjs; npm dependencies stay
// external. Files that find their assets through import.meta.url (migrations, the dataset) get it
// rewritten relative to the bundle, so the build keeps pointing at the source folders.
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = resolve(here, 'dist');
const rootPackage = JSON.parse(await readFile(resolve(here, 'package.json'), 'utf8'));
const external = Object.keys(rootPackage.dependencies).filter(
  (name) => !name.startsWith('@sendero/'),
);

const keepImportMetaUrl = {
  name: 'keep-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /[\\/]packages[\\/].*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outdir, args.path).split('\\').join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

await build({
  entryPoints: [resolve(here, 'src/server.ts')],
  outfile: resolve(outdir, 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'drizzle-orm/*', '@electric-sql/pglite/*'],
  plugins: [keepImportMetaUrl],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`API bundled into ${relative(process.cwd(), resolve(outdir, 'server.mjs'))}`);
