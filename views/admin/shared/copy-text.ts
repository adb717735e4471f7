/**
 * Puts text on the clipboard: true when it is there. False where the Clipboard API is missing (outside
 * secure contexts, older browsers) or the page lacks the permission; the caller then offers another way.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
