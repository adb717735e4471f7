// Integration tests run quietly, each app on a database of its own made by freshDatabase() (see app.ts),
// on the run's server (TEST_SERVER_URL, set by the global setup from DATABASE_URL or an embedded server).
delete process.env.DATABASE_URL;
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL = 'silent';
process.env.SITE_ORIGIN = 'https://www.example.test';
process.env.BRAND_NAME = 'Test Expedite';
// The content optimizer runs only where a test asks for it (content-audit.int-spec.ts).
process.env.AUDIT_NEW_BUILD = 'off';
process.env.AUDIT_SCHEDULE = 'off';
// Leads escalate only where a test asks for it (escalation.int-spec.ts), never in the middle of another's assertions.
process.env.ESCALATE_AFTER_MINUTES = 'off';
