import type { HealthResponse } from '@batiao/shared/contracts/health';
import { pingDatabase, type DatabaseHandle } from '../../db/client.ts';

export interface HealthDeps {
  database: DatabaseHandle;
  version: string;
}

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService(deps: HealthDeps) {
  return {
    /** Whether the service can do its job: today, whether the database answers. */
    async check(): Promise<HealthResponse> {
      const ok = await pingDatabase(deps.database.db);
      return {
        status: ok ? 'ok' : 'degraded',
        database: ok ? 'ok' : 'down',
        driver: deps.database.driver,
        version: deps.version,
      };
    },
  };
}
