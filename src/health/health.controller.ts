import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { EntityManager } from '@mikro-orm/postgresql';

/** Liveness (the process answers) and readiness (the database answers). */
@SkipThrottle()
@Controller()
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Get('healthz')
  @HttpCode(200)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('readyz')
  async ready(): Promise<{ status: 'ok'; database: 'up' }> {
    try {
      await Promise.race([
        this.em.getConnection().execute('select 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return { status: 'ok', database: 'up' };
    } catch {
      throw new ServiceUnavailableException('Database is not answering');
    }
  }
}
