import request from 'supertest';
import { LOGIN_TEXTS } from '../../core/admin.js';
import { STUDIO_PATHS } from '../../core/studio-posts.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';

// The studio's pages (docs/product.md#25-content-studio): every role reads the list and the editor; a viewer
// gets them without the buttons that change a post; an unknown post is the 404 page; no session, the
// denied card.

const PASSWORD = 'lantern harbor quiet 42';

/** A page's markup without the comments React puts between adjacent texts. */
const words = (html: string) => html.replace(/<!-- -->/g, '');

describe('studio pages', () => {
  let testApp: TestApp;
  const cookies: Record<string, string> = {};
  const http = () => request(testApp.app.getHttpServer());
  const page = (path: string, role?: string) => {
    const call = http().get(path);
    return role ? call.set('Cookie', `admin_session=${cookies[role]}`) : call;
  };
  let postId: number;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000', AUDIT_NEW_BUILD: 'off' });
    for (const role of ['editor', 'viewer'] as const) cookies[role] = (await createSignedIn(testApp.app, `studio.${role}`, role, PASSWORD)).token;
    const created = await http()
      .post(STUDIO_PATHS.api)
      .set('Authorization', `Bearer ${cookies.editor}`)
      .send({ fields: { title: 'Hot shots across the Carolinas', category: 'expedited-freight', excerpt: 'Why a hot shot.', author: 'Dana Reyes', bodyMarkdown: '## One\n\nText.' } })
      .expect(201);
    postId = created.body.post.id as number;
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('lists every post for an editor, with the New post button and the Posts link', async () => {
    const res = await page(STUDIO_PATHS.posts, 'editor').expect(200);
    const html = words(res.text);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(html).toContain('Hot shots across the Carolinas');
    expect(html).toContain(`href="${STUDIO_PATHS.newPost}"`);
    expect(html).toContain('>Draft<');
    expect(html).toMatch(/<a[^>]*href="\/admin\/posts"[^>]*>Posts<\/a>/);
  });

  it('filters the list by state', async () => {
    const html = words((await page(`${STUDIO_PATHS.posts}?state=published`, 'editor').expect(200)).text);
    expect(html).not.toContain('Hot shots across the Carolinas');
    const drafts = words((await page(`${STUDIO_PATHS.posts}?state=draft`, 'editor').expect(200)).text);
    expect(drafts).toContain('Hot shots across the Carolinas');
  });

  it('opens the editor for an editor, new or existing, with Save draft and Publish', async () => {
    const fresh = words((await page(STUDIO_PATHS.newPost, 'editor').expect(200)).text);
    expect(fresh).toContain('New post');
    expect(fresh).toContain('data-island="PostEditor"');
    const html = words((await page(STUDIO_PATHS.post(postId), 'editor').expect(200)).text);
    expect(html).toContain('Hot shots across the Carolinas');
    expect(html).toContain('>Save draft<');
    expect(html).toContain('>Publish<');
    expect(html).toContain('Body (Markdown)');
  });

  it('shows a viewer the list and the editor read-only: no New post, Save draft or Publish', async () => {
    const list = words((await page(STUDIO_PATHS.posts, 'viewer').expect(200)).text);
    expect(list).toContain('Hot shots across the Carolinas');
    expect(list).not.toContain(`href="${STUDIO_PATHS.newPost}"`);
    const html = words((await page(STUDIO_PATHS.post(postId), 'viewer').expect(200)).text);
    expect(html).toContain('Hot shots across the Carolinas');
    expect(html).not.toContain('>Publish<');
    expect(html).not.toContain('>Save draft<');
    expect(html).toContain('Read only');
    expect(html).toMatch(/<input[^>]*name="title"[^>]*readOnly|<input[^>]*readOnly[^>]*name="title"/i);
    await page(STUDIO_PATHS.newPost, 'viewer').expect(200);
  });

  it('answers 404 with the post-not-found page for an unknown or malformed id', async () => {
    for (const path of [STUDIO_PATHS.post(999_999), '/admin/posts/abc', '/admin/posts/99999999999']) {
      const res = await page(path, 'editor').expect(404);
      expect(words(res.text)).toContain('Post not found');
    }
  });

  it('answers 401 with the denied card without a session', async () => {
    for (const path of [STUDIO_PATHS.posts, STUDIO_PATHS.newPost, STUDIO_PATHS.post(postId)]) {
      const res = await page(path).expect(401);
      expect(words(res.text)).toContain(LOGIN_TEXTS.denied);
    }
  });
});
