import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { NotificationsConfig } from './notifications-config.js';

export type { DatabaseLimits } from './database-config.js';

/**
 * Every setting the site reads from the environment, with its default: one class, read and validated here
 * once at start. Names are the environment variable names, so an error can name the variable. Its fields
 * are declared by concern, each file extending the one before: server-config.ts (the process, proxy,
 * timeouts, shutdown, Redis, metrics), database-config.ts, site-config.ts (origin, company, caches,
 * geocoder, audits), limits-config.ts, admin-config.ts (accounts, two-factor, the desk) and
 * notifications-config.ts (e-mail, webhooks, escalation).
 */
export class AppConfig extends NotificationsConfig {}

const SECRET_KEYS = new Set(['DATABASE_URL', 'ADMIN_JWT_SECRET', 'ADMIN_MFA_KEY', 'ADMIN_MFA_KEY_PREVIOUS', 'ADMIN_PASSWORD', 'SMTP_URL', 'NOTIFY_WEBHOOK_URL', 'NOTIFY_WEBHOOK_SECRET', 'NOTIFY_SLACK_WEBHOOK_URL', 'NOTIFY_TEAMS_WEBHOOK_URL', 'REDIS_URL', 'METRICS_TOKEN']);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment into an AppConfig, throwing one ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new AppConfig());
  const raw: Record<string, string> = {};
  for (const key of known) {
    const value = env[key];
    if (value !== undefined) raw[key] = value;
  }
  const config = plainToInstance(AppConfig, raw);
  const errors = validateSync(config, { skipMissingProperties: false });
  if (errors.length > 0) {
    throw new ConfigError(
      errors.map((e) => {
        const messages = Object.values(e.constraints ?? {}).join('; ');
        const shown = SECRET_KEYS.has(e.property) ? '(hidden)' : JSON.stringify(raw[e.property] ?? null);
        return `${e.property}: ${messages} (got ${shown})`;
      }),
    );
  }
  return config;
}
