import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The layers of docs/ARCHITECTURE.md are enforced by eslint.config.js. Each probe is a one-line
// file at a path inside a layer, linted with the project's own configuration: the forbidden
// import must be reported by no-restricted-imports (or the feature rule), the allowed one not.
const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = value;\n`, { filePath });
  return result!.messages
    .filter(
      (m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'web/no-cross-feature-imports',
    )
    .map((m) => m.message);
}

const probes: [string, string, string, RegExp][] = [
  [
    'services never import plugins',
    'apps/server/src/services/funds/probe.ts',
    "import { value } from '../../plugins/auth.js';",
    /HTTP layer/,
  ],
  [
    'services never import routes',
    'apps/server/src/services/funds/probe.ts',
    "import { value } from '../../routes/funds/index.js';",
    /HTTP layer/,
  ],
  [
    'engines never import plugins',
    'apps/server/src/engines/spot/probe.ts',
    "import { value } from '../../plugins/idempotency.js';",
    /HTTP layer/,
  ],
  [
    'realtime never imports routes',
    'apps/server/src/realtime/probe.ts',
    "import { value } from '../routes/realtime/index.js';",
    /HTTP layer/,
  ],
  [
    'realtime never imports services',
    'apps/server/src/realtime/probe.ts',
    "import { value } from '../services/auth/sessions.js';",
    /below the use cases/,
  ],
  [
    'feeds never import services',
    'apps/server/src/feeds/probe.ts',
    "import { value } from '../services/market/list-markets.js';",
    /below the use cases/,
  ],
  [
    'db never imports services',
    'apps/server/src/db/probe.ts',
    "import { value } from '../services/ledger/post-entry.js';",
    /below the use cases/,
  ],
  [
    'db never imports plugins',
    'apps/server/src/db/probe.ts',
    "import { value } from '../plugins/auth.js';",
    /HTTP layer/,
  ],
  [
    'routes never touch the schema',
    'apps/server/src/routes/funds/probe.ts',
    "import { value } from '../../db/schema/index.js';",
    /SQL belongs in services/,
  ],
  [
    'web lib never imports a feature',
    'apps/web/src/lib/probe.ts',
    "import { value } from '@/features/spot/lib/book';",
    /never import a feature/,
  ],
  [
    'web components/ui never imports a feature (relative)',
    'apps/web/src/components/ui/Probe.tsx',
    "import { value } from '../../features/funds/lib/images';",
    /never import a feature/,
  ],
  [
    'a web feature never imports another',
    'apps/web/src/features/spot/components/Probe.tsx',
    "import { value } from '../../margin/lib/format';",
    /may not import/,
  ],
  [
    'the domain stays pure',
    'packages/domain/src/spot/probe.ts',
    "import { value } from 'node:fs';",
    /domain is pure/,
  ],
  [
    'the web never imports the server',
    'apps/web/src/lib/probe.ts',
    "import { value } from '@meridian/server';",
    /may not depend on @meridian\/server/,
  ],
];

describe('lint enforces the layers', () => {
  it.each(probes)('%s', async (_name, filePath, code, message) => {
    const errors = await layerErrors(filePath, code);
    expect(errors.length, `no layer error for ${code} in ${filePath}`).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(message);
  });

  it.each([
    [
      'a use case may use the db and the bus',
      'apps/server/src/services/funds/probe.ts',
      "import { value } from '../../db/transaction.js';",
    ],
    [
      'an engine may call a use case',
      'apps/server/src/engines/margin/probe.ts',
      "import { value } from '../../services/margin/fill-margin-order.js';",
    ],
    [
      'realtime may use the bus',
      'apps/server/src/realtime/probe.ts',
      "import { value } from './bus.js';",
    ],
    [
      'a route may call a use case',
      'apps/server/src/routes/funds/probe.ts',
      "import { value } from '../../services/funds/list-balances.js';",
    ],
    [
      'web lib may use components',
      'apps/web/src/lib/probe.ts',
      "import { value } from '@/components/ui/Loading';",
    ],
  ])('allows: %s', async (_name, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
