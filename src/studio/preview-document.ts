/** The browser entry's tag as the document shell writes it (views/app/document.tsx). */
const MODULE_SCRIPT = /<script type="module" src="[^"]*"><\/script>/g;

/**
 * The studio's preview of a post page, for a sandboxed frame (docs/product.md#25-content-studio): the page the
 * checks saw, without its script (the frame runs none, and the browser would log each one it refused), and with
 * a generated cover drawn from a data: URL (the frame has no origin of its own, and the artwork of a slug not
 * yet published is not served). `cover` swaps the page's generated cover URL for that data: URL; null when the
 * post has an uploaded cover, which is served to any origin.
 */
export function previewDocument(html: string, cover: { url: string; dataUrl: string } | null): string {
  const withoutScript = html.replace(MODULE_SCRIPT, '');
  return cover ? withoutScript.split(`src="${cover.url}"`).join(`src="${cover.dataUrl}"`) : withoutScript;
}
