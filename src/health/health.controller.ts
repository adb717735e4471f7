import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { EntityManager } from '@mikro-orm/postgresql';
import { DATABASE_UNAVAILABLE_CODE } from '../../core/error-messages.js';
import { Readiness } from './readiness.js';

/** How long /readyz waits for `select 1`: a database that hangs is as unready as one that refuses. */
const READY_TIMEOUT_MS = 2000;

/** Liveness (the process answers) and readiness (not shutting down, and the database answers). */
@SkipThrottle()
@Controller()
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly readiness: Readiness,
  ) {}

  @Get('healthz')
  @HttpCode(200)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('readyz')
  async ready(): Promise<{ status: 'ok'; database: 'up' }> {
    if (this.readiness.isDraining) throw new ServiceUnavailableException({ message: 'Shutting down', code: 'draining' });
    try {
      await this.pingDatabase();
      return { status: 'ok', database: 'up' };
    } catch {
      throw new ServiceUnavailableException({ message: 'Database is not answering', code: DATABASE_UNAVAILABLE_CODE });
    }
  }

  /** `select 1` on the pool, failing after READY_TIMEOUT_MS (the query itself is left to the pool). */
  private async pingDatabase(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.em.getConnection().execute('select 1'),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS))),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}
