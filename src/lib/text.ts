/** A teaser: the text cut to `length` characters plus an ellipsis, or whole when it is short enough. */
export function teaser(text: string, length: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= length ? clean : `${clean.slice(0, length).trimEnd()}...`;
}
