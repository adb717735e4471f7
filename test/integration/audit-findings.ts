import type request from 'supertest';
import type { AuditCheckId, PageRecheckView } from '../../core/content-audit.js';

/**
 * Checks one page on its own, now (the optimizer's one-page check, POST /api/admin/audits/pages), as the
 * signed-in person with `token`, and answers the subjects of one check's findings there (the approved
 * claims' and the company facts' tests: what the optimizer reports after a change). A whole-site audit
 * is run only by the audit's own tests (content-audit.int-spec.ts).
 */
export async function findingsOnPage(server: () => ReturnType<typeof request>, token: string, check: AuditCheckId, path: string): Promise<string[]> {
  const res = await server().post('/api/admin/audits/pages').set({ authorization: `Bearer ${token}` }).send({ path }).expect(200);
  const page = res.body.page as PageRecheckView;
  return page.findings.filter((finding) => finding.check === check).map((finding) => finding.subject);
}
