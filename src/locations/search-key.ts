/**
 * The form of text location search compares: accents dropped, lower case, every run of other characters
 * (spaces, commas, slashes, hyphens) one space, trimmed. "Dallas/Fort Worth" -> "dallas fort worth",
 * "São Paulo" -> "sao paulo". Places are stored under this key and queries are reduced the same way, so
 * the key never holds a LIKE wildcard.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
