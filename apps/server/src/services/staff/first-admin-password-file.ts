import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The first administrator's one-time password is handed over in a file under DATA_DIR that only
 * the server's own user can read — not on the output stream, which process managers copy into
 * log collectors — and the file is removed once that administrator has signed in and chosen a
 * password of their own.
 */
export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt';

export function firstAdminPasswordPath(dataDir: string): string {
  return path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
}

export function writeFirstAdminPassword(dataDir: string, username: string, password: string) {
  mkdirSync(dataDir, { recursive: true });
  const file = firstAdminPasswordPath(dataDir);
  rmSync(file, { force: true }); // a stale file of another mode is not reused
  writeFileSync(
    file,
    `Meridian staff administrator\nusername: ${username}\none-time password: ${password}\n` +
      'Sign in at /admin; you will enrol two-factor and choose a new password. This file is ' +
      'removed after that first sign-in.\n',
    { mode: 0o600, flag: 'wx' },
  );
  return file;
}

/** Removes the file once `username` has replaced the one-time password (a no-op otherwise). */
export function removeFirstAdminPassword(dataDir: string, username: string): void {
  const file = firstAdminPasswordPath(dataDir);
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch {
    return;
  }
  if (content.includes(`\nusername: ${username}\n`)) rmSync(file, { force: true });
}
