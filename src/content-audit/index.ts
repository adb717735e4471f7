// The content optimizer's public surface: its module, and the runs and reports the dashboard shows.
export { ContentAuditModule } from './content-audit.module.js';
export { ContentAudit } from './content-audit.js';
export { AuditFilterQueryDto } from './dto/audit-filter.dto.js';
export { SiteAudit } from './site-audit.js';
export { ClaimApprovals } from './claim-approvals.js';
export { readPage } from './page-facts.js';
