import type request from 'supertest';
import type { AuditCheckId, AuditReportView, AuditRunView } from '../../core/content-audit.js';

/**
 * Starts an audit of the whole site as the signed-in person with `token`, follows it to its end, and
 * answers the subjects of the findings of one check on one page (the approved claims' and the company
 * facts' tests: what the next run reports after a change).
 */
export async function findingsAfterAudit(server: () => ReturnType<typeof request>, token: string, check: AuditCheckId, path: string): Promise<string[]> {
  const bearer = { authorization: `Bearer ${token}` };
  const started = await server().post('/api/admin/audits').set(bearer).send({}).expect(202);
  const id = (started.body.run as AuditRunView).id;
  // At most 5 minutes: a whole-site audit takes 25 s on an idle machine and minutes on a busy 2-core one.
  for (let i = 0; i < 1500; i++) {
    const res = await server().get(`/api/admin/audits/${id}?check=${check}&path=${encodeURIComponent(path)}`).set(bearer).expect(200);
    const { run, report } = res.body as { run: AuditRunView; report: AuditReportView | null };
    if (run.status === 'failed') throw new Error(`audit failed: ${run.error}`);
    if (report) return (report.pages.find((page) => page.path === path)?.findings ?? []).map((finding) => finding.subject);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the audit did not finish');
}
