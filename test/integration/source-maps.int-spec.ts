import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { RenderService } from '../../src/render/render.service.js';
import { createTestApp, type TestApp } from './app.js';

// The browser bundle's source maps hold the whole client source: a production build (the one the tests
// run) serves none and its scripts name none; the maps stay in dist/sourcemaps/ for reading client error
// reports (docs/product.md#15-how-pages-and-assets-are-served).
describe('source maps of the browser bundle', () => {
  let testApp: TestApp;
  let scripts: string[];

  beforeAll(async () => {
    testApp = await createTestApp();
    const { scripts: manifest } = testApp.app.get(RenderService).assets;
    scripts = [...new Set([...manifest!.entry, ...manifest!.react, ...Object.values(manifest!.islands).flat()])];
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('serves every script without a sourceMappingURL, and no map beside it', async () => {
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/chunks\/admin-login-form-[\w-]+\.js$/));
    for (const script of scripts) {
      const js = await request(testApp.app.getHttpServer()).get(script).expect(200);
      expect([script, js.text.includes('sourceMappingURL')]).toEqual([script, false]);
      const map = await request(testApp.app.getHttpServer()).get(`${script}.map`);
      expect([`${script}.map`, map.status]).toEqual([`${script}.map`, 404]);
    }
  });

  it('keeps the maps out of the served folder, in dist/sourcemaps/ with their sources', () => {
    const served = readdirSync(resolve('dist', 'public'), { recursive: true }).map(String);
    expect(served.filter((file) => /\.map(\.br|\.gz)?$/.test(file))).toEqual([]);
    for (const script of scripts) {
      const map = join(resolve('dist', 'sourcemaps'), `${script.slice('/assets/'.length)}.map`);
      expect([map, existsSync(map)]).toEqual([map, true]);
    }
    const entry = JSON.parse(readFileSync(join(resolve('dist', 'sourcemaps'), `${scripts[0]!.slice('/assets/'.length)}.map`), 'utf8')) as { sourcesContent: string[] };
    expect(entry.sourcesContent.length).toBeGreaterThan(0);
  });
});
