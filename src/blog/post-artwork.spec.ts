import { coverAlt, coverUrl, postCoverSvg, wrapTitle } from './post-artwork.js';

const post = { slug: 'rush-pharma-delivery', title: 'Rush Pharma & "Cold Chain": <The First Hour>', category: 'medical-transport' };

describe('post cover', () => {
  it('draws the title and category in the site palette, escaped, the same bytes every time', () => {
    const svg = postCoverSvg(post);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).toContain('>MEDICAL TRANSPORT</text>');
    expect(svg).toContain('Rush Pharma &amp;');
    expect(svg).toContain('&quot;Cold Chain&quot;:');
    expect(svg).toContain('&lt;The First');
    expect(svg).not.toMatch(/<The|& "/);
    expect(svg).toContain('#0b2545');
    expect(svg).toContain('#f4a259');
    expect(svg.length).toBeLessThan(4000);
    expect(postCoverSvg(post)).toBe(svg);
    expect(postCoverSvg({ ...post, slug: 'other' })).not.toBe(svg);
  });

  it('is versioned by its bytes', () => {
    const url = coverUrl(post.slug, postCoverSvg(post));
    expect(url).toMatch(/^\/media\/blog\/rush-pharma-delivery\.svg\?v=[\w-]{10}$/);
    expect(coverUrl(post.slug, postCoverSvg({ ...post, title: 'Changed' }))).not.toBe(url);
  });

  it('describes itself', () => {
    expect(coverAlt(post)).toBe('Cover artwork: Rush Pharma & "Cold Chain": <The First Hour> (Medical Transport)');
  });

  it('wraps a title in lines, cutting the last with an ellipsis', () => {
    expect(wrapTitle('Same-Day vs. Next-Day Delivery: Which One Does Your Shipment Need?', 22, 4)).toEqual([
      'Same-Day vs. Next-Day',
      'Delivery: Which One',
      'Does Your Shipment',
      'Need?',
    ]);
    const cut = wrapTitle('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen', 12, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith('…')).toBe(true);
  });
});
