import type { HealthResponse } from '@batiao/shared/contracts/health';
import { pingDatabase, type DatabaseHandle } from '../../db/client.ts';

/** Whether the service can do its job: today, whether the database answers. */
export async function checkHealth(database: DatabaseHandle, version: string): Promise<HealthResponse> {
  const ok = await pingDatabase(database.db);
  return {
    status: ok ? 'ok' : 'degraded',
    database: ok ? 'ok' : 'down',
    driver: database.driver,
    version,
  };
}
