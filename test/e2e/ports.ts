// Where the end-to-end servers listen (playwright.config.ts starts them; the tests read them here).

/** The app under test. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The mail catcher's SMTP port: the app sends its lead notifications there (test/support/mail-catcher.mjs). */
export const MAIL_CATCHER_SMTP_PORT = E2E_PORT + 15;
/** The mail catcher's HTTP port: GET /messages lists what it received. */
export const MAIL_CATCHER_HTTP_PORT = E2E_PORT + 16;
export const MAIL_CATCHER_URL = `http://127.0.0.1:${MAIL_CATCHER_HTTP_PORT}`;
