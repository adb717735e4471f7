// Texts the quote API answers with. Plain constants only: the end-to-end tests import them, so a mocked
// answer in a browser test says exactly what the server says. Every lead endpoint shares these texts;
// they are defined once in src/common and named here for the quote forms.

export { EMAIL_INVALID_MESSAGE } from '../common/error-messages.js';
export {
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_CODE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
} from '../common/idempotency-key.js';
