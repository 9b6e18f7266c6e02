import { spawn } from 'node:child_process';
import { REPO_ROOT } from './paths.js';

export interface ScriptResult {
  code: number | null;
  output: string;
}

/** Runs `npm run <script>` from the repo root with `env`, capturing stdout and stderr together. */
export function runNpmScript(
  script: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = 90_000,
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`npm run ${script} took longer than ${timeoutMs} ms\n${output}`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
