// `npm run validate`: lint, format check and typecheck side by side (each prints its output when
// it ends, so the three never interleave), then — when all three pass — the whole test suite
// (`node scripts/validate.mjs --checks-only` skips the tests).
import { spawn } from 'node:child_process';
import { ROOT, runNpm } from './lib.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const checks = ['lint', 'format:check', 'typecheck'];

function check(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`${code === 0 ? '✔' : '✖'} ${script} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(checks.map(check));
if (results.includes(false)) {
  console.error('\n✖ validate: fix the checks above before the tests run.');
  process.exit(1);
}
// `--checks-only`: stop here (a quick pre-commit run).
if (!process.argv.includes('--checks-only')) runNpm(['test']);
