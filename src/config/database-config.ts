import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { toInt, emptyToUndefined } from './env-transforms.js';
import { ServerConfig } from './server-config.js';

// The database (part of AppConfig, src/config/app-config.ts): where it is, the pool and the deadlines
// every connection gets.

export interface DatabaseLimits {
  poolSize: number;
  acquireTimeoutMs: number;
  lockTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

export class DatabaseConfig extends ServerConfig {
  /** PostgreSQL connection string; unset starts an embedded PostgreSQL in PG_DATA_DIR. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
  DATABASE_URL?: string = undefined;

  @IsString()
  PG_DATA_DIR = 'data/pg';

  /**
   * The database pool and the deadlines on every connection (docs/product.md#24-operations): connections per
   * instance; how long a request waits for one before it is answered 503; and, set on each connection, how
   * long a statement waits for a lock, how long a statement runs, and how long a transaction may sit idle
   * before PostgreSQL ends it. Milliseconds.
   */
  @Transform(toInt)
  @IsInt()
  @Min(2)
  @Max(200)
  DATABASE_POOL_SIZE = 10;

  @Transform(toInt)
  @IsInt()
  @Min(100)
  DATABASE_ACQUIRE_TIMEOUT_MS = 5000;

  @Transform(toInt)
  @IsInt()
  @Min(100)
  DATABASE_LOCK_TIMEOUT_MS = 3000;

  @Transform(toInt)
  @IsInt()
  @Min(100)
  DATABASE_STATEMENT_TIMEOUT_MS = 15000;

  @Transform(toInt)
  @IsInt()
  @Min(100)
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS = 10000;

  /** The pool's size and the deadlines every connection gets (DATABASE_POOL_SIZE and the DATABASE_*_TIMEOUT_MS settings). */
  get databaseLimits(): DatabaseLimits {
    return {
      poolSize: this.DATABASE_POOL_SIZE,
      acquireTimeoutMs: this.DATABASE_ACQUIRE_TIMEOUT_MS,
      lockTimeoutMs: this.DATABASE_LOCK_TIMEOUT_MS,
      statementTimeoutMs: this.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: this.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    };
  }
}
