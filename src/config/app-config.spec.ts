import { AppConfig, ConfigError, loadConfig } from './app-config.js';

/** What loadConfig refuses in `env`, one line per variable; none when it loads. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}

describe('loadConfig', () => {
  it('uses defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toBeInstanceOf(AppConfig);
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ANALYTICS_ID).toBeUndefined();
    expect(config.SITE_ORIGIN).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
    expect([config.QUOTE_THROTTLE_LIMIT, config.QUOTE_THROTTLE_TTL_SECONDS]).toEqual([10, 60]);
    expect([config.RECRUITMENT_THROTTLE_LIMIT, config.RECRUITMENT_THROTTLE_TTL_SECONDS]).toEqual([5, 60]);
  });

  it('reads and converts values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u:p@db:5432/site',
      BRAND_NAME: 'Acme Expedite',
      PUBLIC_PHONE: '+1 704 555 0100',
      ANALYTICS_ID: 'G-ABC123XYZ',
      TRUST_PROXY: '1',
      NODE_ENV: 'production',
      ADMIN_JWT_SECRET: 'k'.repeat(32),
      ADMIN_MFA_KEY: Buffer.alloc(32, 1).toString('base64'),
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgresql://u:p@db:5432/site');
    expect(config.trustProxy).toBe(1);
    expect(config.isProduction).toBe(true);
    expect(loadConfig({ RECRUITMENT_THROTTLE_LIMIT: '2', RECRUITMENT_THROTTLE_TTL_SECONDS: '30' })).toMatchObject({ RECRUITMENT_THROTTLE_LIMIT: 2, RECRUITMENT_THROTTLE_TTL_SECONDS: 30 });
    expect(() => loadConfig({ RECRUITMENT_THROTTLE_LIMIT: '0' })).toThrow(/RECRUITMENT_THROTTLE_LIMIT/);
  });

  it('requires a two-factor key of 32 bytes in base64 in production, and makes two-factor required there by default', () => {
    const production = { NODE_ENV: 'production', ADMIN_JWT_SECRET: 'k'.repeat(32) } as const;
    expect(() => loadConfig(production)).toThrow('ADMIN_MFA_KEY: ADMIN_MFA_KEY is required when NODE_ENV=production');
    expect(() => loadConfig({ ...production, ADMIN_MFA_KEY: Buffer.alloc(16).toString('base64') })).toThrow('ADMIN_MFA_KEY must be 32 bytes in base64');
    expect(() => loadConfig({ ADMIN_MFA_KEY_PREVIOUS: 'x'.repeat(44) })).toThrow('ADMIN_MFA_KEY_PREVIOUS must be 32 bytes in base64');
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ...production, ADMIN_MFA_KEY: key }).adminMfa).toBe('required');
    expect(loadConfig({ ...production, ADMIN_MFA_KEY: key, ADMIN_MFA: 'optional' }).adminMfa).toBe('optional');
    expect(loadConfig({}).adminMfa).toBe('optional');
    expect(() => loadConfig({ ADMIN_MFA: 'sometimes' })).toThrow('ADMIN_MFA must be one of: required, optional');
  });

  it('turns the test clock on only outside production, and refuses it there', () => {
    const production = { NODE_ENV: 'production', ADMIN_JWT_SECRET: 'k'.repeat(32), ADMIN_MFA_KEY: Buffer.alloc(32, 1).toString('base64') };
    expect(loadConfig({}).TEST_CLOCK).toBe('off');
    expect(loadConfig(production).TEST_CLOCK).toBe('off');
    expect(loadConfig({ ...production, TEST_CLOCK: 'off' }).TEST_CLOCK).toBe('off');
    expect(problems({ ...production, TEST_CLOCK: 'on' })).toEqual(['TEST_CLOCK: TEST_CLOCK=on is for tests only and is refused when NODE_ENV=production (got "on")']);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'on' }).TEST_CLOCK).toBe('on');
    expect(loadConfig({ TEST_CLOCK: 'on' }).TEST_CLOCK).toBe('on');
    expect(problems({ TEST_CLOCK: 'yes' })).toEqual(['TEST_CLOCK: TEST_CLOCK must be on or off (got "yes")']);
  });

  it('requires an admin signing key of at least 32 bytes in production only, and a real time zone for the desk', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('ADMIN_JWT_SECRET: ADMIN_JWT_SECRET is required when NODE_ENV=production');
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_JWT_SECRET: 'é'.repeat(15) })).toThrow('ADMIN_JWT_SECRET must be at least 32 bytes');
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_JWT_SECRET: 'short-secret' })).not.toThrow(/short-secret/);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_JWT_SECRET: 'é'.repeat(16), ADMIN_MFA_KEY: Buffer.alloc(32, 1).toString('base64') }).ADMIN_JWT_SECRET).toBe('é'.repeat(16));
    expect(loadConfig({}).ADMIN_JWT_SECRET).toBeUndefined();
    expect(() => loadConfig({ ADMIN_JWT_SECRET: 'too short' })).toThrow('ADMIN_JWT_SECRET must be at least 32 bytes');
    expect(loadConfig({}).DESK_TIME_ZONE).toBe('America/New_York');
    expect(loadConfig({ DESK_TIME_ZONE: 'America/Chicago' }).DESK_TIME_ZONE).toBe('America/Chicago');
    expect(() => loadConfig({ DESK_TIME_ZONE: 'Mars/Olympus' })).toThrow('DESK_TIME_ZONE must be an IANA time zone');
    expect(() => loadConfig({ ADMIN_USERNAME: 'a b' })).toThrow('ADMIN_USERNAME must be 3 to 64');
  });

  it('treats empty optional values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ANALYTICS_ID: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one error, hiding the database URL', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: '99999',
        SITE_ORIGIN: 'https://example.com/',
        PUBLIC_EMAIL: 'not-an-email',
        HQ_REGION: 'North Carolina',
        ANALYTICS_ID: 'UA-1',
        DATABASE_URL: 'mysql://secret@x/db',
        NODE_ENV: 'staging',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(
      ['ANALYTICS_ID', 'DATABASE_URL', 'HQ_REGION', 'NODE_ENV', 'PORT', 'PUBLIC_EMAIL', 'SITE_ORIGIN'].sort(),
    );
    expect((error as Error).message).not.toContain('secret');
    expect((error as Error).message).toContain('DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// URL (got (hidden))');
  });

  it('reads the slow-client timeouts, within bounds, never a request timeout below the headers timeout', () => {
    expect(loadConfig({})).toMatchObject({ HEADERS_TIMEOUT_MS: 10_000, REQUEST_TIMEOUT_MS: 30_000, KEEP_ALIVE_TIMEOUT_MS: 5000 });
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '65000' })).toMatchObject({
      HEADERS_TIMEOUT_MS: 1000,
      REQUEST_TIMEOUT_MS: 1000,
      KEEP_ALIVE_TIMEOUT_MS: 65_000,
    });
    expect(problems({ HEADERS_TIMEOUT_MS: '999', REQUEST_TIMEOUT_MS: '600001', KEEP_ALIVE_TIMEOUT_MS: '0' }).map((p) => p.split(':')[0]).sort()).toEqual([
      'HEADERS_TIMEOUT_MS',
      'KEEP_ALIVE_TIMEOUT_MS',
      'REQUEST_TIMEOUT_MS',
    ]);
    expect(problems({ HEADERS_TIMEOUT_MS: 'ten', KEEP_ALIVE_TIMEOUT_MS: '1.5' }).map((p) => p.split(':')[0]).sort()).toEqual(['HEADERS_TIMEOUT_MS', 'KEEP_ALIVE_TIMEOUT_MS']);
    expect(problems({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '15000' })).toEqual([
      'REQUEST_TIMEOUT_MS: REQUEST_TIMEOUT_MS (15000) must not be below HEADERS_TIMEOUT_MS (20000) (got "15000")',
    ]);
    // With the default request timeout too.
    expect(problems({ HEADERS_TIMEOUT_MS: '60000' })).toEqual([
      'REQUEST_TIMEOUT_MS: REQUEST_TIMEOUT_MS (30000) must not be below HEADERS_TIMEOUT_MS (60000) (got null)',
    ]);
  });

  it('checks the notification channels together, and never echoes a secret', () => {
    const email = loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.test:587', NOTIFY_EMAIL_TO: ' a@x.test, b@y.test ' });
    expect(email.notifyEmailTo).toEqual(['a@x.test', 'b@y.test']);
    expect(loadConfig({}).notifyEmailTo).toEqual([]);
    expect([email.NOTIFY_RETRY_LIMIT, email.NOTIFY_RETRY_DELAY_SECONDS]).toEqual([10, 5]);
    expect(problems({ SMTP_URL: 'smtp://u:hunter2@mail.example.test' })).toEqual([
      'NOTIFY_EMAIL_TO: NOTIFY_EMAIL_TO must be one or more e-mail addresses, separated by commas (required with SMTP_URL) (got null)',
    ]);
    expect(problems({ NOTIFY_EMAIL_TO: 'a@x.test' })).toEqual(['NOTIFY_EMAIL_TO: NOTIFY_EMAIL_TO is set but SMTP_URL is not: no e-mail could be sent (got "a@x.test")']);
    expect(problems({ SMTP_URL: 'http://mail.example.test', NOTIFY_EMAIL_TO: 'a@x.test, not-an-address' }).map((p) => p.split(':')[0])).toEqual(['SMTP_URL', 'NOTIFY_EMAIL_TO']);
    expect(problems({ SMTP_URL: 'smtp://u:hunter2@bad host' }).join('\n')).not.toContain('hunter2');

    expect(loadConfig({ NOTIFY_WEBHOOK_URL: 'https://hooks.example.test/leads?token=t', NOTIFY_WEBHOOK_SECRET: 's'.repeat(32) }).NOTIFY_WEBHOOK_URL).toBe('https://hooks.example.test/leads?token=t');
    expect(loadConfig({ NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9000/hook', NOTIFY_WEBHOOK_SECRET: 's'.repeat(32) }).NOTIFY_WEBHOOK_URL).toBe('http://127.0.0.1:9000/hook');
    expect(problems({ NOTIFY_WEBHOOK_URL: 'http://hooks.example.test/leads', NOTIFY_WEBHOOK_SECRET: 's'.repeat(32) })).toEqual([
      'NOTIFY_WEBHOOK_URL: NOTIFY_WEBHOOK_URL must be an https:// URL (http:// only on 127.0.0.1, ::1 or localhost) (got (hidden))',
    ]);
    expect(problems({ NOTIFY_WEBHOOK_URL: 'https://user:pw@hooks.example.test/', NOTIFY_WEBHOOK_SECRET: 's'.repeat(32) }).map((p) => p.split(':')[0])).toEqual(['NOTIFY_WEBHOOK_URL']);
    expect(problems({ NOTIFY_WEBHOOK_URL: 'https://hooks.example.test/' })).toEqual([
      'NOTIFY_WEBHOOK_SECRET: NOTIFY_WEBHOOK_SECRET is required with NOTIFY_WEBHOOK_URL, at least 32 bytes (e.g. openssl rand -base64 48) (got (hidden))',
    ]);
    expect(problems({ NOTIFY_WEBHOOK_URL: 'https://hooks.example.test/', NOTIFY_WEBHOOK_SECRET: 'short' })).toHaveLength(1);
    expect(problems({ NOTIFY_WEBHOOK_SECRET: 's'.repeat(32) })).toEqual(['NOTIFY_WEBHOOK_SECRET: NOTIFY_WEBHOOK_SECRET is set but NOTIFY_WEBHOOK_URL is not (got (hidden))']);

    expect(loadConfig({}).notifyWebhookEvents).toEqual(['lead.received', 'lead.assigned', 'lead.status_changed', 'lead.escalated']);
    expect(loadConfig({ NOTIFY_WEBHOOK_EVENTS: ' lead.status_changed,lead.escalated ' }).notifyWebhookEvents).toEqual(['lead.status_changed', 'lead.escalated']);
    expect(problems({ NOTIFY_WEBHOOK_EVENTS: 'lead.received,lead.deleted' })).toEqual([
      'NOTIFY_WEBHOOK_EVENTS: NOTIFY_WEBHOOK_EVENTS must be one or more of lead.received, lead.assigned, lead.status_changed, lead.escalated, separated by commas (got "lead.received,lead.deleted")',
    ]);
    expect(loadConfig({ NOTIFY_SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/T0/B0/x', NOTIFY_TEAMS_WEBHOOK_URL: 'http://[::1]:9000/teams' }).NOTIFY_TEAMS_WEBHOOK_URL).toBe('http://[::1]:9000/teams');
    expect(problems({ NOTIFY_SLACK_WEBHOOK_URL: 'http://hooks.slack.com/services/T0/B0/secret-token', NOTIFY_TEAMS_WEBHOOK_URL: 'not a url' })).toEqual([
      'NOTIFY_SLACK_WEBHOOK_URL: NOTIFY_SLACK_WEBHOOK_URL must be an https:// URL (http:// only on 127.0.0.1, ::1 or localhost) (got (hidden))',
      'NOTIFY_TEAMS_WEBHOOK_URL: NOTIFY_TEAMS_WEBHOOK_URL must be an https:// URL (http:// only on 127.0.0.1, ::1 or localhost) (got (hidden))',
    ]);
    expect(problems({ NOTIFY_RETRY_LIMIT: '51', NOTIFY_RETRY_DELAY_SECONDS: '0' }).map((p) => p.split(':')[0])).toEqual(['NOTIFY_RETRY_LIMIT', 'NOTIFY_RETRY_DELAY_SECONDS']);
  });

  it('assigns leads by hand unless round robin is asked for, and names the two choices for any other value', () => {
    expect(loadConfig({}).leadAssignment).toBe('manual');
    expect(loadConfig({ LEAD_ASSIGNMENT: '' }).leadAssignment).toBe('manual');
    expect(loadConfig({ LEAD_ASSIGNMENT: 'round-robin' }).leadAssignment).toBe('round-robin');
    expect(() => loadConfig({ LEAD_ASSIGNMENT: 'random' })).toThrow('LEAD_ASSIGNMENT: LEAD_ASSIGNMENT must be one of: manual, round-robin (got "random")');
  });

  it('escalates after 10 minutes unless told otherwise, once unless a second step is set, to the team unless given other addresses', () => {
    const defaults = loadConfig({});
    expect([defaults.escalateAfterMinutes, defaults.escalateAgainAfterMinutes, defaults.escalationEmailTo]).toEqual([10, null, []]);
    const set = loadConfig({ ESCALATE_AFTER_MINUTES: 'off', ESCALATE_AGAIN_AFTER_MINUTES: ' 0.5 ' });
    expect([set.escalateAfterMinutes, set.escalateAgainAfterMinutes]).toEqual([null, 0.5]);
    const smtp = { SMTP_URL: 'smtp://127.0.0.1:2525', NOTIFY_EMAIL_TO: 'desk@example.com' };
    expect(loadConfig(smtp).escalationEmailTo).toEqual(['desk@example.com']);
    expect(loadConfig({ ...smtp, NOTIFY_ESCALATION_TO: 'lead@example.com, boss@example.com' }).escalationEmailTo).toEqual(['lead@example.com', 'boss@example.com']);
    expect(problems({ ESCALATE_AFTER_MINUTES: '0', ESCALATE_AGAIN_AFTER_MINUTES: 'soon', NOTIFY_ESCALATION_TO: 'lead@example.com' })).toEqual([
      'ESCALATE_AFTER_MINUTES: ESCALATE_AFTER_MINUTES must be a number of minutes from 0.05 to 1440, or off (got "0")',
      'ESCALATE_AGAIN_AFTER_MINUTES: ESCALATE_AGAIN_AFTER_MINUTES must be a number of minutes from 0.05 to 1440, or off (got "soon")',
      'NOTIFY_ESCALATION_TO: NOTIFY_ESCALATION_TO is set but SMTP_URL is not: no e-mail could be sent (got "lead@example.com")',
    ]);
    expect(problems({ ...smtp, NOTIFY_ESCALATION_TO: 'lead@', ESCALATE_AFTER_MINUTES: '1441' }).map((p) => p.split(':')[0])).toEqual(['ESCALATE_AFTER_MINUTES', 'NOTIFY_ESCALATION_TO']);
  });

  it('ignores variables it does not know', () => {
    expect(() => loadConfig({ SOMETHING_ELSE: 'x' })).not.toThrow();
  });
});
