import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(pkgDir, '../..');
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

/**
 * The package as another developer gets it: build, `npm pack`, install the tarball into a
 * throwaway Vite + React app, build that app and render a component with its styles in Chromium.
 */
describe('@agency/ui packed tarball in a fresh app', () => {
  let app: string;
  let server: ChildProcess;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    run('npm', ['run', 'build'], pkgDir);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-ui-consumer-'));
    const tarball = run('npm', ['pack', '--pack-destination', work, '--silent'], pkgDir).trim().split('\n').pop()!;
    app = path.join(work, 'app');
    fs.cpSync(path.join(pkgDir, 'test/fixture-app'), app, { recursive: true });
    const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    fs.writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({
        name: 'consumer-app',
        private: true,
        type: 'module',
        dependencies: {
          '@agency/ui': `file:../${tarball}`,
          react: pkg.devDependencies.react,
          'react-dom': pkg.devDependencies['react-dom'],
        },
      }),
    );
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock'], app);
    run(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], app);
    server = spawn(path.join(root, 'node_modules/.bin/vite'), ['preview', '--port', '0', '--host', '127.0.0.1'], {
      cwd: app,
      stdio: ['ignore', 'pipe', 'inherit'],
      // CI=true turns colours on, and an ANSI code inside the printed address would hide it.
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
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
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    server?.kill();
  });

  it('ships ESM, type declarations and one CSS file', () => {
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
