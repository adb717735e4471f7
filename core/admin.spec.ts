import { isAdminAreaPath, isUsername, normalizeUsername, safeNextPath, USERNAME_PATTERN, USERNAME_SHAPE } from './admin.js';

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

describe('usernames', () => {
  it('are normalized as stored: without surrounding spaces, lower-cased', () => {
    expect(normalizeUsername('  Dana.Lee ')).toBe('dana.lee');
    expect(normalizeUsername('dispatch_2')).toBe('dispatch_2');
  });

  it('take 3 to 64 letters, digits, dots, dashes or underscores, in either case as typed', () => {
    for (const typed of ['ana', ' Dana.Lee ', 'ops-desk_2', 'a'.repeat(64)]) expect(isUsername(typed)).toBe(true);
    for (const typed of ['ab', 'a'.repeat(65), 'dana lee', 'dana@x', 'jos\u00e9', '', 'a\u0000b']) expect(isUsername(typed)).toBe(false);
  });

  it('have one shape for the server and the form: the pattern attribute a browser anchors is the same rule', () => {
    const asBrowser = new RegExp(`^(?:${USERNAME_SHAPE})$`, 'v');
    for (const name of ['Dana.Lee', 'ops-desk_2', 'ab', 'dana lee']) expect(asBrowser.test(name)).toBe(USERNAME_PATTERN.test(name));
  });
});
