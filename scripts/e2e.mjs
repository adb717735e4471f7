// npm run test:e2e [-- playwright args]: finds or installs a Chromium, the headless shell by preference
// (scripts/chromium.mjs), then runs `playwright test` with CHROMIUM_PATH pointing at it
// (playwright.config.ts launches that executable).
// No browser test starts when no Chromium can be had: the one error says what to install.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { delimiter, join } from 'node:path';
import { resolveChromium } from './chromium.mjs';

const root = join(import.meta.dirname, '..');

let browser;
try {
  browser = await resolveChromium({ shell: true });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`--- e2e browser: ${browser.path} (${browser.how})`);

const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const env = {
  ...process.env,
  CHROMIUM_PATH: browser.path,
  // The web server is started as `node ...`: make that the project's pinned Node, as under `npm run`.
  PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(delimiter),
};
const child = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], { cwd: root, env, stdio: 'inherit' });

// Ctrl-C reaches playwright through the terminal; stay alive until it has cleaned up and exited.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));

child.on('error', (error) => {
  console.error(`could not start playwright: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 1));
});
