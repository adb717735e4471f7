import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres.js';

/**
 * Where the database is: DATABASE_URL when set, otherwise an embedded PostgreSQL started here
 * (data in PG_DATA_DIR) and stopped when the application shuts down.
 */
@Injectable()
export class DatabaseServer implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private embedded?: EmbeddedServer;

  constructor(private readonly config: AppConfig) {}

  async url(): Promise<string> {
    if (this.config.DATABASE_URL) return this.config.DATABASE_URL;
    if (!this.embedded) {
      const started = Date.now();
      this.embedded = await startEmbeddedPostgres(this.config.PG_DATA_DIR, (line) => this.logger.debug(line));
      this.logger.log(`embedded PostgreSQL ready in ${Date.now() - started} ms (data in ${this.config.PG_DATA_DIR})`);
    }
    return this.embedded.url;
  }

  get isEmbedded(): boolean {
    return this.embedded !== undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.embedded) return;
    await this.embedded.stop();
    this.logger.log('embedded PostgreSQL stopped');
  }
}
