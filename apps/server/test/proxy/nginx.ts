import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's nginx (`apt-get install -y nginx-light`); NGINX_PATH overrides it. */
export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
const REQUIRED = process.env.PROXY_TEST_REQUIRE_NGINX === '1';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Skipped only where nginx is missing and not required (`.ci/run` installs and requires it). */
export const skipProxyTests = !isExecutable(NGINX_PATH) && !REQUIRED;
if (skipProxyTests) {
  console.warn(
    `[proxy] nginx not found at ${NGINX_PATH}: the reverse-proxy tests are skipped. ` +
      'Install it with: apt-get install -y nginx-light',
  );
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** A real nginx in front of `upstream`, set up as a production reverse proxy would be. */
export async function startNginx(upstream: string): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-nginx-'));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', dir, '-c', conf, '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${url}/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
