import { escapeMarkup } from './escape-markup.js';

describe('escapeMarkup', () => {
  it('escapes the five characters markup reads, and nothing else', () => {
    expect(escapeMarkup(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    expect(escapeMarkup('Dallas–Fort Worth, TX 75201 · ✈ DFW')).toBe('Dallas–Fort Worth, TX 75201 · ✈ DFW');
  });

  it('escapes an ampersand once, so an entity in the text shows as typed', () => {
    expect(escapeMarkup('&amp; &#39;')).toBe('&amp;amp; &amp;#39;');
  });
});
