/** The plain-text excerpt of a markup string (for meta descriptions and card excerpts). */
export function textExcerpt(markup: string | null | undefined, maxChars = 160): string {
  const text = (markup ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > maxChars ? `${text.slice(0, maxChars - 1).trimEnd()}…` : text;
}
