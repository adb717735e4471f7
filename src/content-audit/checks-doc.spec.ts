import { readFileSync } from 'node:fs';
import { AUDIT_CHECKS } from '../../core/content-audit.js';

/** docs/product.md#23-content-optimizer lists every check with its severity: the table and the code never drift apart. */
describe('the checks as docs/product.md lists them', () => {
  it('names every check once, with the severity the audit gives it', () => {
    const doc = readFileSync('docs/product.md', 'utf8');
    const section = doc.slice(doc.indexOf('### 23.2 The audit'), doc.indexOf('### 23.3'));
    const rows = [...section.matchAll(/^\| `([a-z0-9-]+)` \| (error|warning|notice) \|/gm)].map(([, check, severity]) => [check, severity]);
    expect(rows).toEqual(Object.entries(AUDIT_CHECKS).map(([check, definition]) => [check, definition.severity]));
  });
});
