import { defineEntity, p } from '@mikro-orm/postgresql';

const AdminSignInCounterSchema = defineEntity({
  name: 'AdminSignInCounter',
  tableName: 'admin_sign_in_counter',
  properties: {
    /** `name:` and what the trail records of the name tried (SignInSubjects), or `ip:` and the address. */
    key: p.string().length(220).primary(),
    /** Attempts taken in the window, the one being checked included. */
    attempts: p.integer(),
    /** When the window began: it ends SIGN_IN_WINDOW_MS later, and the next attempt begins a new one. */
    windowStartedAt: p.datetime().index(),
  },
});

/**
 * The sign-in limits' counters (SignInLimits): one row a name tried and one an address, each taken in one
 * statement before a password or a code is checked (docs/product.md#14-admin-area).
 */
export class AdminSignInCounter extends AdminSignInCounterSchema.class {}
AdminSignInCounterSchema.setClass(AdminSignInCounter);
