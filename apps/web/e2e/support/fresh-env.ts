/** Settings a fresh machine does not have; dropped so the run uses PGlite and the dev mailbox. */
const NOT_ON_A_FRESH_MACHINE = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'PUBLIC_URL',
  'LOG_LEVEL',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_ISSUER',
  'SIWE_CHAIN_IDS',
  'WEB_DIST_DIR',
];

/** This process's environment without Meridian's settings, plus `extra`. */
export function freshEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NOT_ON_A_FRESH_MACHINE) delete env[name];
  return { ...env, ...extra };
}
