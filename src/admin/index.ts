// The admin feature's public surface: other features put admin routes behind AdminAuthGuard, read the
// principal with CurrentAdmin, limit routes with AdminCan, record changes with AdminAudit, and answer
// their admin pages through AdminPages (session check, denied card, no-store).
export { AdminModule } from './admin.module.js';
export { AdminAuthGuard, AdminCan, CurrentAdmin, type AdminRequest } from './admin-auth.guard.js';
export { AdminAuth, type AdminPrincipal } from './admin-auth.js';
export { AdminAudit, type AdminAuditAction } from './admin-audit.js';
export { AdminAccounts, AccountError, type AccountSummary } from './admin-accounts.js';
export { CAN_SIGN_IN_SQL } from './admin-user.entity.js';
export { clientFacts, presentedToken } from './admin-credentials.js';
export { AdminPagesModule } from './admin-pages.module.js';
export { AdminPages, type PageBuilder } from './admin-pages.js';
