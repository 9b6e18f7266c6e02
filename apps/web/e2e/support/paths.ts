import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root (this file is apps/web/e2e/support/paths.ts). */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

/** What `npm start` runs after building. */
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps', 'server', 'dist', 'main.js');
export const WEB_INDEX = path.join(REPO_ROOT, 'apps', 'web', 'dist', 'index.html');

/** Screenshots and other artefacts; `test-results/` is git-ignored. */
export const RESULTS_DIR = path.join(REPO_ROOT, 'test-results', 'e2e');
