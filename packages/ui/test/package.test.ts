import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(pkgDir, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
const plainEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
/** Runs a command that may fail, for its exit code and everything it printed. */
const check = (cmd: string, args: string[], cwd: string) => {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: plainEnv });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};
/** The same, without blocking: to run two checks side by side. */
const checkInBackground = (cmd: string, args: string[], cwd: string) =>
  new Promise<{ status: number | null; output: string }>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: plainEnv });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });

const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const installedVersion = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string;

/** Every target of `exports` with the conditions that lead to it (`source` is the workspace's own). */
function exportTargets(value: unknown, subpath: string, conditions: string[] = []): { subpath: string; conditions: string[]; target: string }[] {
  if (typeof value === 'string') return [{ subpath, conditions, target: value }];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, next]) =>
    key.startsWith('.') ? exportTargets(next, key) : exportTargets(next, subpath, [...conditions, key]),
  );
}

/**
 * The package as another developer gets it: `npm pack` (its `prepack` builds dist/ from nothing,
 * as in a fresh clone), the tarball checked the way library authors check theirs, then installed
 * once into a throwaway app that type-checks against it and builds and renders with Vite.
 */
describe('@agency/ui packed tarball', () => {
  let work: string;
  let tarball: string;
  /** The tarball's files, relative to the package root. */
  let files: string[];
  let app: string;

  beforeAll(() => {
    // No dist/ beforehand, as in a fresh clone: everything in the tarball comes from `prepack`.
    fs.rmSync(path.join(pkgDir, 'dist'), { recursive: true, force: true });
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-ui-consumer-'));
    const name = run('npm', ['pack', '--pack-destination', work, '--silent'], pkgDir).trim().split('\n').pop()!;
    tarball = path.join(work, name);
    files = run('tar', ['-tzf', tarball], work)
      .split('\n')
      .filter(Boolean)
      .map((file) => file.replace(/^package\//, ''));

    app = path.join(work, 'app');
    fs.cpSync(path.join(pkgDir, 'test/fixture-app'), app, { recursive: true });
    fs.cpSync(path.join(pkgDir, 'test/fixture-types'), path.join(app, 'types'), { recursive: true });
    fs.writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({
        name: 'consumer-app',
        private: true,
        type: 'module',
        dependencies: {
          '@agency/ui': `file:../${name}`,
          react: pkg.devDependencies.react,
          'react-dom': pkg.devDependencies['react-dom'],
        },
        devDependencies: {
          '@types/react': installedVersion('@types/react'),
          '@types/react-dom': installedVersion('@types/react-dom'),
        },
      }),
    );
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock'], app);
  });

  describe('contents', () => {
    it('ships dist only: ESM, declarations, one CSS file and the fonts', () => {
      expect(files).toContain('package.json');
      expect(files).toContain('dist/index.js');
      expect(files).toContain('dist/index.d.ts');
      expect(files).toContain('dist/theme/public.js');
      expect(files).toContain('dist/theme/public.d.ts');
      expect(files.filter((file) => file.endsWith('.css'))).toEqual(['dist/index.css']);
      expect(files).toEqual(expect.arrayContaining(['dist/fonts/inter-latin-core.woff2', 'dist/fonts/archivo-black-latin-core.woff2']));
      expect(files.filter((file) => file.endsWith('.woff2')).length).toBeGreaterThan(2);
      expect(files.filter((file) => !file.startsWith('dist/') && !/^(package\.json|README\.md|LICENSE)$/.test(file))).toEqual([]);
    });

    it('has a file for every export target, main, module and types', () => {
      const targets = exportTargets(pkg.exports, '.').filter(({ conditions }) => !conditions.includes('source'));
      expect(targets.map(({ subpath }) => subpath)).toEqual(expect.arrayContaining(['.', './theme', './styles.css']));
      for (const { subpath, target } of targets) {
        const file = target.replace(/^\.\//, '');
        const present = file.includes('*')
          ? files.some((candidate) => new RegExp(`^${file.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '.+')}$`).test(candidate))
          : files.includes(file);
        expect(present, `${subpath} -> ${target}`).toBe(true);
      }
      for (const field of ['main', 'module', 'types']) expect(files, field).toContain(pkg[field].replace(/^\.\//, ''));
    });

    it('gives the theme entry its own code and declarations, without the components', () => {
      const themeTypes = exportTargets(pkg.exports['./theme'], './theme');
      expect(themeTypes.find(({ conditions }) => conditions.includes('types'))?.target).toBe('./dist/theme/public.d.ts');
      expect(themeTypes.find(({ conditions }) => conditions.includes('import'))?.target).toBe('./dist/theme/public.js');
      // The theme's module and the chunks it imports: tokens and sprinkles, no React.
      const dist = path.join(app, 'node_modules/@agency/ui/dist');
      const entry = path.join(dist, 'theme/public.js');
      const modules = [entry, ...[...fs.readFileSync(entry, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) => path.resolve(path.dirname(entry), m[1]!))];
      expect(modules.length).toBeGreaterThan(1);
      for (const file of modules) expect(fs.readFileSync(file, 'utf8'), file).not.toMatch(/from ['"]react/);
    });

    it('declares side effects for the shipped stylesheet, and for no shipped JavaScript', () => {
      // `sideEffects` also lists ./src paths: the build (esbuild) and the workspace's apps
      // (the `source` condition) compile the sources, and without them they drop the theme's
      // side-effect-only modules (`:root` values, global styles, fonts). No src/ ships.
      const patterns = pkg.sideEffects as string[];
      const shipped = patterns.filter((pattern) => !pattern.startsWith('./src/'));
      expect(shipped).toEqual(['./dist/index.css']);
      for (const pattern of shipped) expect(files).toContain(pattern.replace(/^\.\//, ''));
      expect(files.some((file) => file.startsWith('src/'))).toBe(false);
    });
  });

  describe('checked like a library author checks a package', () => {
    it('publint finds nothing to report', () => {
      const { status, output } = check(bin('publint'), ['run', tarball, '--strict'], work);
      expect(output).toContain('All good!');
      expect(status).toBe(0);
    });

    it('attw finds no problem in how TypeScript resolves each entry point', () => {
      // ESM-only by design ("type": "module", tsup `format: ['esm']`, `import` conditions and
      // no `require`), so the esm-only profile: it leaves out node10 and node16 from CommonJS.
      // The stylesheet and font entry points have no types to check (bundlers load them); the
      // consumer type-check below imports `@agency/ui/styles.css`.
      const assets = exportTargets(pkg.exports, '.')
        .filter(({ target }) => !/\.(js|ts|json)$/.test(target))
        .map(({ subpath }) => subpath)
        .filter((subpath, index, all) => !subpath.includes('*') && all.indexOf(subpath) === index);
      expect(assets).toEqual(expect.arrayContaining(['./styles.css']));
      const { status, output } = check(
        bin('attw'),
        [tarball, '--profile', 'esm-only', '--no-color', '--exclude-entrypoints', ...assets],
        work,
      );
      // attw exits non-zero on any problem the profile counts; it prints problems of the
      // resolutions the profile leaves out as "(ignored per resolution)".
      expect(output).not.toMatch(/^(?!\(ignored per resolution\)).*arethetypeswrong\.github\.io\/blob\/main\/docs\/problems/m);
      expect(output).toMatch(/"@agency\/ui"\n\nnode16 \(from ESM\): 🟢 \(ESM\)\nbundler: 🟢/);
      expect(output).toMatch(/"@agency\/ui\/theme"\n\nnode16 \(from ESM\): 🟢 \(ESM\)\nbundler: 🟢/);
      expect(status).toBe(0);
    });
  });

  describe('type-checked by a consumer', () => {
    // The repository's TypeScript, against the installed tarball: each entry point's
    // declarations, the way bundlers resolve them and the way Node resolves them. No
    // skipLibCheck, so an import inside the package's declarations that does not resolve fails.
    const resolutions = ['bundler', 'node16'] as const;
    let results: Record<(typeof resolutions)[number], Promise<{ status: number | null; output: string }>>;

    beforeAll(() => {
      const types = path.join(app, 'types');
      const [bundler, node16] = resolutions.map((resolution) =>
        checkInBackground(bin('tsc'), ['--noEmit', '-p', `tsconfig.${resolution}.json`], types),
      );
      results = { bundler: bundler!, node16: node16! };
    });

    for (const resolution of resolutions) {
      it(`with moduleResolution ${resolution}`, async () => {
        const { status, output } = await results[resolution];
        expect(output).toBe('');
        expect(status).toBe(0);
      });
    }
  });

  describe('in a fresh Vite app', () => {
    let server: ChildProcess;
    let browser: Browser;
    let url: string;

    beforeAll(async () => {
      run(bin('vite'), ['build', '--logLevel', 'error'], app);
      server = spawn(bin('vite'), ['preview', '--port', '0', '--host', '127.0.0.1'], {
        cwd: app,
        stdio: ['ignore', 'pipe', 'inherit'],
        // CI=true turns colours on, and an ANSI code inside the printed address would hide it.
        env: plainEnv,
      });
      url = await new Promise<string>((resolve, reject) => {
        server.stdout!.on('data', (chunk: Buffer) => {
          // eslint-disable-next-line no-control-regex
          const text = chunk.toString().replace(/\u001b\[[0-9;]*m/g, '');
          const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(text);
          if (match) resolve(match[1]!);
        });
        server.on('exit', (code) => reject(new Error(`vite preview exited ${code}`)));
      });
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    });

    afterAll(async () => {
      await browser?.close();
      server?.kill();
    });

    it('installs ESM, type declarations and one CSS file', () => {
      const installed = path.join(app, 'node_modules/@agency/ui');
      expect(fs.existsSync(path.join(installed, 'dist/index.js'))).toBe(true);
      expect(fs.existsSync(path.join(installed, 'dist/index.d.ts'))).toBe(true);
      const css = fs.readdirSync(path.join(installed, 'dist')).filter((f) => f.endsWith('.css'));
      expect(css).toEqual(['index.css']);
      expect(fs.existsSync(path.join(installed, 'src'))).toBe(false);
    });

    it('renders a component with the library styles', async () => {
      const page = await browser.newPage();
      await page.goto(url);
      const button = page.getByRole('button', { name: 'Choose Pro Engage' });
      await button.waitFor();
      // The primary button is filled with the theme's accent (#ffd23f) from the extracted CSS.
      expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 210, 63)');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(9, 9, 13)');
      await expect(page.getByRole('heading', { name: 'Pro Engage' }).isVisible()).resolves.toBe(true);
      await page.close();
    });
  });

  afterAll(() => {
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });
});
