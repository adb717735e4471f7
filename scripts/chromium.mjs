/**
 * Finds a Chromium for the browser tests, the audit and the image generator, installing one if it can.
 *
 * Playwright's own browser download (`playwright install`) is not reachable on every machine that runs
 * these tests (some reach only package registries), so a Playwright-managed browser cannot be assumed.
 * Any Chromium or Chrome will do, looked for in this order:
 *   1. CHROMIUM_PATH, when set (an error if it is not an executable file: no silent fallback);
 *   2. the browser Playwright has installed for this playwright-core version, if present;
 *   3. the system's Chromium or Chrome (fixed Debian/Ubuntu/Chrome/snap paths, then the same names on PATH);
 *   4. `playwright install chromium` (time-limited; failure means "not available"), then 2 again;
 *   5. as root with apt-get: `apt-get install chromium`, then 3 again.
 * Otherwise it throws one error that says what to install.
 *
 * The browser tests ask for the headless shell (`shell: true`, Debian's chromium-headless-shell), which does
 * their work for less: the four heaviest browser test files took 1.7 min with it and 2.2 min with the full
 * Chromium on a 2-core machine. Step 3 then looks for the shell first, and when it finds only a full
 * browser and apt-get is at hand as root, installs the shell beside it (time-limited, from the package
 * lists the machine has); if that fails, the full browser is used. The audit and the image generator keep
 * the full browser, as visitors have it.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found for the end-to-end tests. Install one: `sudo apt-get install -y chromium` (Debian/Ubuntu) ' +
  'or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium/Chrome executable.';

const HEADLESS_SHELL = 'chromium-headless-shell';
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'];
const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const SHELL_INSTALL_TIMEOUT_MS = 120_000;
const PLAYWRIGHT_INSTALL_TIMEOUT_MS = 180_000;
const APT_TIMEOUT_MS = 600_000;

const isExecutableFile = (file) => {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function playwrightBrowser() {
  try {
    const file = chromium.executablePath();
    return file && isExecutableFile(file) ? file : null;
  } catch {
    return null; // no Playwright build for this platform
  }
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const file = resolve(dir, name);
    if (isExecutableFile(file)) return file;
  }
  return null;
}

function systemBrowser(shell = false) {
  const fixed = (shell ? [`/usr/bin/${HEADLESS_SHELL}`, ...SYSTEM_PATHS] : SYSTEM_PATHS).find(isExecutableFile);
  if (fixed) return fixed;
  for (const name of shell ? [HEADLESS_SHELL, ...SYSTEM_NAMES] : SYSTEM_NAMES) {
    const file = onPath(name);
    if (file) return file;
  }
  return null;
}

/** Runs a command with its output captured; resolves { ok, output, ms }, never rejects. */
function run(command, args, { timeoutMs, env = process.env }) {
  const started = Date.now();
  return new Promise((done) => {
    let output = '';
    let timedOut = false;
    let child;
    try {
      // Own process group, so a timeout also ends whatever the command started.
      child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    } catch (error) {
      done({ ok: false, output: String(error), ms: Date.now() - started });
      return;
    }
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeoutMs);
    const collect = (chunk) => {
      output = (output + chunk).slice(-20_000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => collect(`\n${error.message}`));
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) output = `timed out after ${Math.round(timeoutMs / 1000)} s\n${output}`;
      done({ ok: code === 0 && !timedOut, output, ms: Date.now() - started });
    });
  });
}

/** The most telling line of a failed command's output: its first error line, else its last line. */
function failureLine(output) {
  const lines = output
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.find((line) => /^(E:|\w*Error\b|Failed\b|timed out)/.test(line)) ?? lines.at(-1) ?? '(no output)';
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function playwrightInstall() {
  console.log('--- no Chromium found; trying `playwright install chromium`');
  const cli = join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'cli.js');
  const result = await run(process.execPath, [cli, 'install', 'chromium'], { timeoutMs: PLAYWRIGHT_INSTALL_TIMEOUT_MS });
  console.log(result.ok ? `--- playwright install chromium: done in ${seconds(result.ms)}` : `--- playwright install chromium failed after ${seconds(result.ms)}: ${failureLine(result.output)}`);
  return result.ok;
}

const rootAptGet = () => (process.getuid?.() === 0 ? onPath('apt-get') : null);

/** The headless shell beside a full system Chromium, from the package lists the machine has. */
async function aptInstallShell() {
  const aptGet = rootAptGet();
  if (!aptGet) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = await run(aptGet, ['install', '-y', '-qq', HEADLESS_SHELL], { timeoutMs: SHELL_INSTALL_TIMEOUT_MS, env });
  console.log(
    install.ok
      ? `--- apt-get install ${HEADLESS_SHELL}: done in ${seconds(install.ms)}`
      : `--- apt-get install ${HEADLESS_SHELL} failed after ${seconds(install.ms)} (the full Chromium is used): ${failureLine(install.output)}`,
  );
  return install.ok;
}

async function aptInstall() {
  const aptGet = rootAptGet();
  if (!aptGet) return false;
  console.log("--- installing the distribution's Chromium: apt-get install chromium");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run(aptGet, ['update', '-qq'], { timeoutMs: APT_TIMEOUT_MS, env });
  if (!update.ok) {
    console.log(`--- apt-get update failed after ${seconds(update.ms)}: ${failureLine(update.output)}`);
    return false;
  }
  const install = await run(aptGet, ['install', '-y', '-qq', 'chromium'], { timeoutMs: APT_TIMEOUT_MS, env });
  console.log(
    install.ok
      ? `--- apt-get install chromium: done in ${seconds(update.ms + install.ms)}`
      : `--- apt-get install chromium failed after ${seconds(update.ms + install.ms)}: ${failureLine(install.output)}`,
  );
  return install.ok;
}

/**
 * Resolves a Chromium/Chrome executable.
 * @param {{ install?: boolean, shell?: boolean }} [options] install: false only looks (steps 1-3), it never
 *   installs; shell: true prefers the headless shell (the browser tests).
 * @returns {Promise<{ path: string, how: 'CHROMIUM_PATH' | 'playwright' | 'system' | 'playwright install' | 'apt-get install' }>}
 * @throws {Error} when none is found (the message says what to install) or CHROMIUM_PATH is not an executable.
 */
export async function resolveChromium({ install = true, shell = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    const file = resolve(fromEnv);
    if (!isExecutableFile(file)) {
      throw new Error(`CHROMIUM_PATH is set to "${fromEnv}", which is not an executable file. Point CHROMIUM_PATH at a Chromium/Chrome executable, or unset it to let the tests find or install one.`);
    }
    return { path: file, how: 'CHROMIUM_PATH' };
  }

  let found = playwrightBrowser();
  if (found) return { path: found, how: 'playwright' };
  found = systemBrowser(shell);
  if (found && shell && install && !found.endsWith(HEADLESS_SHELL) && (await aptInstallShell())) {
    const installed = systemBrowser(true);
    if (installed?.endsWith(HEADLESS_SHELL)) return { path: installed, how: 'apt-get install' };
  }
  if (found) return { path: found, how: 'system' };

  if (install) {
    if (await playwrightInstall()) {
      found = playwrightBrowser();
      if (found) return { path: found, how: 'playwright install' };
    }
    if (await aptInstall()) {
      found = systemBrowser();
      if (found) return { path: found, how: 'apt-get install' };
    }
  }

  throw new Error(NO_CHROMIUM_MESSAGE);
}
