import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, Min, ValidateBy } from 'class-validator';
import { toInt, emptyToUndefined } from './env-transforms.js';

// The server's own settings (part of AppConfig, src/config/app-config.ts): the process, its port and proxy,
// the log, the deadlines of slow clients and of a shutdown, the shared Redis and the metrics token.

export class ServerConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /** Express "trust proxy": false, true, a hop count, or a comma-separated list of addresses. */
  @Matches(/^(false|true|\d{1,2}|[0-9a-fA-F:.,/ ]+|loopback|linklocal|uniquelocal)$/, {
    message: 'TRUST_PROXY must be false, true, a hop count, loopback/linklocal/uniquelocal or IP list',
  })
  TRUST_PROXY = 'false';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * For tests only: `on` adds POST /api/test/clock, which moves the site's time forward (src/common/clock.ts)
   * and the job queue's deferred jobs with it, so a test never waits for a schedule, an escalation or an
   * expiry (README, "Tests"). Refused when NODE_ENV=production.
   */
  @IsIn(['on', 'off'], { message: 'TEST_CLOCK must be on or off' })
  @ValidateBy({
    name: 'notInProduction',
    validator: {
      validate: (value, args) => value !== 'on' || (args?.object as ServerConfig).NODE_ENV !== 'production',
      defaultMessage: () => 'TEST_CLOCK=on is for tests only and is refused when NODE_ENV=production',
    },
  })
  TEST_CLOCK: 'on' | 'off' = 'off';

  /**
   * Slow clients (docs/product.md#8-abuse-limits): how long a client may take to send a request's
   * headers, and its whole request (headers and body), before Node answers 408 and closes the connection.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(120_000)
  HEADERS_TIMEOUT_MS = 10_000;

  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(600_000)
  @ValidateBy({
    name: 'notBelowHeadersTimeout',
    validator: {
      // A bad HEADERS_TIMEOUT_MS is reported on its own.
      validate: (value, args) => {
        const headers = (args?.object as ServerConfig).HEADERS_TIMEOUT_MS;
        return typeof value !== 'number' || !Number.isInteger(headers) || value >= headers;
      },
      defaultMessage: (args) =>
        `REQUEST_TIMEOUT_MS (${String(args?.value)}) must not be below HEADERS_TIMEOUT_MS (${String((args?.object as ServerConfig).HEADERS_TIMEOUT_MS)})`,
    },
  })
  REQUEST_TIMEOUT_MS = 30_000;

  /** How long an idle kept-alive connection stays open; behind a proxy, above the proxy's own idle timeout. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(600_000)
  KEEP_ALIVE_TIMEOUT_MS = 5000;

  /**
   * On SIGTERM, how long requests in flight may take to finish before their connections are closed (the
   * queue's workers and the database close after that).
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(120000)
  SHUTDOWN_GRACE_MS = 10000;

  /**
   * On SIGTERM, how long the server keeps answering, with /readyz at 503, before it stops accepting
   * connections: time for a load balancer's health check to take the instance out.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60000)
  SHUTDOWN_DRAIN_MS = 0;

  /**
   * Redis (redis:// or rediss://) shared by several instances: the throttle counters live there. Unset, they
   * live in each process's memory (docs/product.md#24-operations).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string = undefined;

  /** The bearer token GET /metrics requires; unset, /metrics answers 404 (docs/product.md#24-operations). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @Length(16, 512, { message: 'METRICS_TOKEN must be 16 to 512 characters' })
  METRICS_TOKEN?: string = undefined;

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  get trustProxy(): boolean | number | string {
    if (this.TRUST_PROXY === 'true') return true;
    if (this.TRUST_PROXY === 'false') return false;
    if (/^\d+$/.test(this.TRUST_PROXY)) return Number(this.TRUST_PROXY);
    return this.TRUST_PROXY;
  }
}
