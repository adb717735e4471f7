import { deviceWords } from './device-words.js';

describe('deviceWords', () => {
  it('names the browser, its major version and the system', () => {
    expect(deviceWords('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome 131 on Windows');
    expect(deviceWords('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge 131 on Windows');
    expect(deviceWords('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari 18 on iPhone');
    expect(deviceWords('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0')).toBe('Firefox 132 on Mac');
  });

  it('falls back to the first word of a client no list knows, and says when there is none', () => {
    expect(deviceWords('curl/8.5.0')).toBe('curl');
    expect(deviceWords(null)).toBe('Unknown device');
    expect(deviceWords('   ')).toBe('Unknown device');
  });
});
