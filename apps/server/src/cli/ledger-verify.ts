// `npm run ledger:verify`: checks ledger invariants L1–L5 over the configured database
// (DATABASE_URL, or the PGlite files under DATA_DIR — stop the server first: PGlite is single-process).
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { verifyLedger } from '../services/ledger/verify-ledger.js';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
try {
  const { violations, accounts, entries } = await verifyLedger(database.db);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  if (violations.length === 0) {
    console.log(
      `ledger:verify OK — ${accounts} accounts, ${entries} journal entries, ${where}: L1–L5 hold.`,
    );
  } else {
    console.error(`ledger:verify FAILED — ${violations.length} violation(s) in ${where}:`);
    for (const v of violations.slice(0, 50)) {
      console.error(
        ' ',
        JSON.stringify(v, (_k, value) => (typeof value === 'bigint' ? value.toString() : value)),
      );
    }
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
