import type { PageMetadata } from '../../core/metadata.js';
import type { AssetManifest, SiteSettings } from '../../core/render-contract.js';
import { serializeForScript } from '../../core/serialize.js';

interface DocumentProps {
  meta: PageMetadata;
  site: SiteSettings;
  assets: AssetManifest;
  /** The browser entry the page loads (it has islands, or analytics is configured), or none. */
  script: string | undefined;
  bodyHtml: string;
}

/** The one HTML shell: every page's <head> comes from its PageMetadata here. Rendered as static markup. */
export function Document({ meta, site, assets, script, bodyHtml }: DocumentProps) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <meta name="robots" content={meta.robots} />
        {meta.keywords ? <meta name="keywords" content={meta.keywords} /> : null}
        {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
        <link rel="alternate" type="application/atom+xml" title={`${site.brandName} blog`} href="/blog/feed.xml" />
        {meta.openGraph.map(([property, content], i) => (
          <meta key={`og${i}`} property={property} content={content} />
        ))}
        {meta.twitter.map(([name, content], i) => (
          <meta key={`tw${i}`} name={name} content={content} />
        ))}
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href={assets.images['favicon.svg']} type="image/svg+xml" />
        {assets.fonts.map((font) => (
          <link key={font.weight} rel="preload" href={font.href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={assets.css} />
        {script ? <script type="module" src={script} /> : null}
        {meta.jsonLd.map((block, i) => (
          <script key={`ld${i}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(block) }} />
        ))}
      </head>
      <body data-analytics-id={site.analyticsId} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </html>
  );
}
