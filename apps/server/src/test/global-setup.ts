import { prepareTestDatabases } from './test-db.ts';

/**
 * Vitest globalSetup of the server project: builds the migrated database copy (PGlite image or
 * PostgreSQL template) once, before the test files start and each open a copy of it.
 */
export default async function setup(): Promise<void> {
  await prepareTestDatabases();
}
