/** Every script element the page carries (the entry, JSON-LD, the islands' props: none may close early). */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;

/**
 * The studio's preview of a post page, for a sandboxed frame (docs/product.md#25-content-studio): the page the
 * checks saw without its scripts (the frame runs none, and the browser logs each script element it refuses,
 * data blocks too), and with a generated cover drawn from a data: URL (the frame has no origin of its own, and
 * the artwork of a slug not yet published is not served). `cover` swaps the generated cover's URL wherever an
 * attribute holds it (the image, and the preload React writes for it) for that data: URL; null when the post
 * has an uploaded cover, which is served to any origin.
 */
export function previewDocument(html: string, cover: { url: string; dataUrl: string } | null): string {
  const withoutScripts = html.replace(SCRIPT, '');
  return cover ? withoutScripts.split(`="${cover.url}"`).join(`="${cover.dataUrl}"`) : withoutScripts;
}
