import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstAdminPasswordPath,
  writeFirstAdminPassword,
} from '../../src/services/staff/first-admin-password-file.js';
import { totpNow } from '../helpers/staff.js';
import { createTestServer, type TestServer } from '../helpers/test-server.js';

describe("the first administrator's one-time password file", () => {
  let dataDir: string;
  let server: TestServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-admin-file-'));
    server = await createTestServer({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is readable only by its owner and holds the password main.ts hands over', () => {
    const { adminUsername, adminPassword } = server.seed;
    const file = writeFirstAdminPassword(dataDir, adminUsername!, adminPassword!);
    expect(file).toBe(firstAdminPasswordPath(dataDir));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(`one-time password: ${adminPassword}\n`);
  });

  it('stays through a sign-in that fails, and is removed once the administrator has chosen a password', async () => {
    const { adminUsername, adminPassword } = server.seed;
    const file = firstAdminPasswordPath(dataDir);
    const step1 = await server.call({
      method: 'POST',
      url: '/swx/admin/auth/login',
      payload: { username: adminUsername, password: adminPassword },
    });
    expect(step1.body.code).toBe(200);
    const { challenge, enrolment } = step1.body.result;
    const wrong = await server.call({
      method: 'POST',
      url: '/swx/admin/auth/verify',
      payload: { challenge, code: '000000', newPassword: 'a much better secret 1' },
    });
    expect(wrong.body.code).not.toBe(200);
    expect(existsSync(file)).toBe(true);

    const done = await server.call({
      method: 'POST',
      url: '/swx/admin/auth/verify',
      payload: {
        challenge,
        code: totpNow(server, enrolment.secret),
        newPassword: 'a much better secret 1',
      },
    });
    expect(done.body.code).toBe(200);
    expect(existsSync(file)).toBe(false);
  });
});
