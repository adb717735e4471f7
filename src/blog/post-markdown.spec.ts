import { allowedHref, postPlainText, readingTime, renderPostMarkdown, sanitizePostHtml } from './post-markdown.js';

describe('renderPostMarkdown', () => {
  it('renders the elements an article holds', () => {
    const html = renderPostMarkdown(
      ['## Heading', '', 'Some **bold**, *em* and `code`.', '', '- one', '- two', '', '1. first', '', '> quoted', '', '| a | b |', '| - | -: |', '| 1 | 2 |', '', '```', 'block', '```'].join('\n'),
    );
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<p>Some <strong>bold</strong>, <em>em</em> and <code>code</code>.</p>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<ol>\n<li>first</li>\n</ol>');
    expect(html).toContain('<blockquote>\n<p>quoted</p>\n</blockquote>');
    expect(html).toMatch(/<table>\n<thead>\n<tr>\n<th>a<\/th>\n<th>b<\/th>/);
    // Column alignment comes as a style attribute, which is dropped.
    expect(html).toContain('<td>2</td>');
    expect(html).not.toContain('style=');
    expect(html).toContain('<pre><code>block\n</code></pre>');
  });

  it('turns an H1 into an H2 (the page owns the H1), and H5/H6 into H4', () => {
    expect(renderPostMarkdown('# Title in the body')).toBe('<h2>Title in the body</h2>');
    expect(renderPostMarkdown('<h1 class="x">Raw</h1>')).toBe('<h2>Raw</h2>');
    expect(renderPostMarkdown('##### Deep\n\n###### Deeper')).toBe('<h4>Deep</h4>\n<h4>Deeper</h4>');
    expect(renderPostMarkdown('### Three\n\n#### Four')).toBe('<h3>Three</h3>\n<h4>Four</h4>');
  });

  it('removes <script> and <style> with their content', () => {
    const html = renderPostMarkdown('Before\n\n<script>alert("x")</script>\n\n<style>p{}</style>\n\nAfter <script src="https://evil.test/x.js"></script>');
    expect(html).not.toMatch(/script|alert|evil|p\{\}/);
    expect(html).toContain('Before');
    expect(html).toContain('After');
  });

  it('removes event-handler attributes and every other attribute', () => {
    const html = renderPostMarkdown('<p onclick="steal()" class="lead" id="x" style="color:red">Hello <strong onmouseover="x()">you</strong></p>\n\n<img src="x" onerror="alert(1)">');
    expect(html).toBe('<p>Hello <strong>you</strong></p>');
  });

  it('removes javascript: and other non-web URLs, keeping the link text', () => {
    // markdown-it refuses such a link itself and prints the Markdown as text: no link either way.
    expect(renderPostMarkdown('[click](javascript:alert(1))')).toBe('<p>[click](javascript:alert(1))</p>');
    for (const source of [
      '<a href="javascript:alert(1)">click</a>',
      '<a href="JaVaScRiPt:alert(1)">click</a>',
      '<a href=" javascript:alert(1)">click</a>',
      '<a href="java&#x09;script:alert(1)">click</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">click</a>',
      '<a href="vbscript:msgbox(1)">click</a>',
      '<a href="mailto:x@example.com">click</a>',
      '<a href="//evil.example.com/">click</a>',
      '<a href="/\\evil.example.com/">click</a>',
      '<a onclick="x()">click</a>',
    ]) {
      const html = renderPostMarkdown(source);
      expect(html).not.toMatch(/href|javascript|evil|onclick|data:|mailto/i);
      expect(html).toContain('click');
    }
  });

  it('keeps http(s) and site-relative links, marking external ones rel="noopener"', () => {
    expect(renderPostMarkdown('[Guide](/hand-carry-on-board-courier)')).toBe('<p><a href="/hand-carry-on-board-courier">Guide</a></p>');
    expect(renderPostMarkdown('[FDA](https://www.fda.gov/medical-devices)')).toBe('<p><a href="https://www.fda.gov/medical-devices" rel="noopener">FDA</a></p>');
    expect(renderPostMarkdown('<a href="http://example.com/" target="_blank" rel="opener">x</a>')).toBe('<p><a href="http://example.com/" rel="noopener">x</a></p>');
  });

  it('drops the elements whose content is no text with their content', () => {
    expect(renderPostMarkdown('Kept <textarea>typed</textarea><svg><text>drawn</text></svg><noscript>hidden</noscript>')).toBe('<p>Kept </p>');
  });

  it('drops elements outside the list, keeping their text', () => {
    expect(renderPostMarkdown('<div><span>kept</span> <iframe src="https://x.test"></iframe></div>')).toBe('kept');
    expect(renderPostMarkdown('![alt](https://x.test/a.png) text')).toBe('<p> text</p>');
    expect(renderPostMarkdown('a\n\n---\n\nb')).toBe('<p>a</p>\n\n<p>b</p>');
  });

  it('escapes text', () => {
    expect(renderPostMarkdown('1 < 2 & "3" > 0')).toBe('<p>1 &lt; 2 &amp; "3" &gt; 0</p>');
  });
});

describe('sanitizePostHtml', () => {
  it('is the same gate for HTML that did not come from Markdown', () => {
    expect(sanitizePostHtml('<h1 onclick="x">T</h1><script>bad()</script><a href="javascript:x">y</a>')).toBe('<h2>T</h2>y');
  });
});

describe('allowedHref', () => {
  it.each([
    ['https://www.example.com/x', true],
    ['http://example.com', true],
    ['/blog/post', true],
    ['/', true],
    ['//example.com', false],
    ['/\\example.com', false],
    ['#top', false],
    ['relative/path', false],
    ['javascript:alert(1)', false],
    ['https://exa mple.com', false],
    ['https:/example.com', false],
    [undefined, false],
  ])('%s -> %s', (href, kept) => {
    expect(allowedHref(href) !== undefined).toBe(kept);
  });
});

describe('readingTime', () => {
  it('is words / 200 rounded up, at least 1', () => {
    expect(readingTime('')).toBe(1);
    expect(readingTime('one')).toBe(1);
    expect(readingTime(Array(200).fill('word').join(' '))).toBe(1);
    expect(readingTime(Array(201).fill('word').join(' '))).toBe(2);
    expect(readingTime(Array(1000).fill('word').join('\n'))).toBe(5);
    expect(readingTime(Array(1001).fill('word').join('\t '))).toBe(6);
  });

  it('counts only runs holding a letter or digit', () => {
    expect(readingTime(`${Array(200).fill('word').join(' ')} - — * 24/7 café`)).toBe(2);
    expect(readingTime(`${Array(200).fill('word').join(' ')} - — * | ...`)).toBe(1);
  });

  it('reads the text of the Markdown, not its markup or link targets', () => {
    const text = postPlainText('## Title here\n\nSome **bold** [link text](https://example.com/a/very/long/path) and `code`.\n\n```\nfenced words\n```');
    expect(text.split(/\s+/).filter(Boolean)).toEqual(['Title', 'here', 'Some', 'bold', 'link', 'text', 'and', 'code', '.', 'fenced', 'words']);
    expect(text).not.toContain('example.com');
  });

  it('reads the text between inline HTML tags, but neither a block of raw HTML nor an image\'s alt text', () => {
    const source = '<div>\nA block of raw HTML\n</div>\n\nSome <span>inline</span> text ![alt words](https://x.test/a.png)';
    expect(postPlainText(source).split(/\s+/).filter(Boolean)).toEqual(['Some', 'inline', 'text']);
    expect(renderPostMarkdown(source)).toContain('A block of raw HTML');
  });
});
