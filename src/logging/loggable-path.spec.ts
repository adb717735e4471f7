import { loggablePath } from './loggable-path.js';

describe('loggablePath', () => {
  it('drops the query and hides a setup link token', () => {
    expect(loggablePath('/admin/leads?q=dana@example.com')).toBe('/admin/leads');
    expect(loggablePath('/admin/setup/UbEr8vozWQ3lV0p2Jx9m1cQz5fHkRtYs7aB6nD4eG2s')).toBe('/admin/setup/{token}');
    expect(loggablePath('/admin/setup/UbEr8voz?x=1')).toBe('/admin/setup/{token}');
    expect(loggablePath('/api/admin/setup')).toBe('/api/admin/setup');
    expect(loggablePath(undefined)).toBe('');
  });
});
