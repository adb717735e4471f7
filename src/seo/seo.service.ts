import { Injectable } from '@nestjs/common';
import { absoluteUrl } from '../render/metadata.js';
import { RenderService } from '../render/render.service.js';

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

@Injectable()
export class SeoService {
  constructor(private readonly renderer: RenderService) {}

  robotsTxt(): string {
    const origin = this.renderer.settings.origin;
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin/',
      'Disallow: /content-optimizer',
      '',
      `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  sitemapXml(): string {
    const origin = this.renderer.settings.origin;
    const urls = this.renderer
      .sitemapPaths()
      .map((path) => `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>`)
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  }

  /** Built path of the favicon, served at the conventional /favicon.ico. */
  faviconFile(): string | undefined {
    return this.renderer.assets.images['favicon.ico'];
  }
}
