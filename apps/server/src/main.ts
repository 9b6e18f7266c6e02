import { loadConfig } from './config.js';
import { buildServer } from './server.js';
import { writeFirstAdminPassword } from './services/staff/first-admin-password-file.js';

const config = loadConfig();
const server = await buildServer({ config });
const { app, seed } = server;

if (seed.adminPassword && seed.adminUsername) {
  // Never on stdout or the log: process managers copy those into log collectors.
  const file = writeFirstAdminPassword(config.dataDir, seed.adminUsername, seed.adminPassword);
  process.stderr.write(
    `\n  Staff administrator "${seed.adminUsername}" created. Its one-time password is in ${file}\n` +
      '  (readable only by this user); the file is removed after the first sign-in at /admin.\n\n',
  );
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    url: config.publicUrl,
    database: server.deps.dbKind,
    redis: Boolean(config.redisUrl),
    redisPrefix: server.redisPrefix || undefined,
  },
  `Meridian is running on ${config.publicUrl}`,
);
if (server.deps.mailer.usesDevMailbox) {
  app.log.info(
    `No SMTP_URL: mail and SMS go to the dev mailbox at ${config.publicUrl}/dev/mailbox (loopback only)`,
  );
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 20_000);
  force.unref();
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
