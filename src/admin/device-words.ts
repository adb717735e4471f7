import Bowser from 'bowser';

/**
 * A session's User-Agent in words for its owner (docs/product.md#14-admin-area): "Chrome 156 on Linux",
 * "Safari 18 on iPhone", or, for a client no browser list knows (curl, a script), the first word it gives.
 */
export function deviceWords(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'Unknown device';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const system = os.name === 'iOS' && platform.type === 'tablet' ? 'iPad' : os.name === 'iOS' ? 'iPhone' : os.name === 'macOS' ? 'Mac' : os.name;
  if (!browser.name) return userAgent.split(/[\s/;(]/)[0]!.slice(0, 40) || 'Unknown device';
  const major = browser.version?.split('.')[0];
  const name = `${browser.name.replace(/^Microsoft /, '')}${major ? ` ${major}` : ''}`;
  return system ? `${name} on ${system}` : name;
}
