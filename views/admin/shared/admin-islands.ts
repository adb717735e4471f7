/**
 * The back office's islands, by name: the registry of the admin browser entry (admin-browser.ts), which only
 * admin pages load. Each loader is a dynamic import, so each island is a chunk of its own.
 */
export const adminIslandLoaders = {
  AdminLoginForm: () => import('../accounts/admin-login-form.js').then((m) => m.AdminLoginForm),
  SetupForm: () => import('../accounts/setup-form.js').then((m) => m.SetupForm),
  SignOutButton: () => import('./sign-out-button.js').then((m) => m.SignOutButton),
  LeadWorkbench: () => import('../leads/lead-workbench.js').then((m) => m.LeadWorkbench),
  TakeLead: () => import('../leads/take-lead.js').then((m) => m.TakeLead),
  LoginRedirect: () => import('./login-redirect.js').then((m) => m.LoginRedirect),
  AuditPanel: () => import('../audits/audit-panel.js').then((m) => m.AuditPanel),
  OwnAccountPanel: () => import('../accounts/own-account-panel.js').then((m) => m.OwnAccountPanel),
  AccountsDesk: () => import('../accounts/accounts-desk.js').then((m) => m.AccountsDesk),
  PostEditor: () => import('../studio/post-editor.js').then((m) => m.PostEditor),
  ClaimsDesk: () => import('../claims/claims-desk.js').then((m) => m.ClaimsDesk),
  FactsDesk: () => import('../facts/facts-desk.js').then((m) => m.FactsDesk),
  PageMetaEditor: () => import('../pages/page-meta-editor.js').then((m) => m.PageMetaEditor),
};
