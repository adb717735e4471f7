import { isAdminAreaPath, safeNextPath } from './admin.js';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeNextPath('/content-optimizer')).toBe('/content-optimizer');
    expect(safeNextPath('/admin/leads?status=new&kind=quote')).toBe('/admin/leads?status=new&kind=quote');
    expect(safeNextPath('/')).toBe('/');
  });

  it('ignores other sites and anything that is not a plain path', () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'evil.example', 'javascript:alert(1)', '/\t/evil.example', '/ok\\..\\x', ' /x', '', null, undefined, `/${'a'.repeat(500)}`]) {
      expect(safeNextPath(next)).toBeNull();
    }
  });
});

describe('isAdminAreaPath', () => {
  it('knows the back office paths', () => {
    expect(['/content-optimizer', '/admin', '/admin/login', '/admin/leads/x'].every(isAdminAreaPath)).toBe(true);
    expect(['/', '/administration', '/contact-us', '/content-optimizer-guide'].some(isAdminAreaPath)).toBe(false);
  });
});
