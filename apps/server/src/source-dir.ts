import path from 'node:path';

/**
 * The server's source folder, apps/server/src. `npm start` runs one bundled file, apps/server/dist/main.js, where
 * every module's `import.meta.dirname` is apps/server/dist; this file sits at the top of src so that `../src` names
 * the same folder from either place. Files read at run time (migrations, the PIN code table, the PGlite worker) are
 * found here, where they are committed, instead of being copied into the build.
 */
export const SERVER_SOURCE_DIR = path.resolve(import.meta.dirname, '../src');
export const REPO_ROOT = path.resolve(SERVER_SOURCE_DIR, '../../..');
