// Shopify global ids ("gid://shopify/Product/123"): how the emulator names every object it serves.

const GID_PATTERN = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d+)(?:\?.*)?$/;

export function gid(resource: string, id: number): string {
  return `gid://shopify/${resource}/${id}`;
}

/** The resource name and numeric id of a global id, or null when the text is not a well-formed Shopify gid. */
export function parseGid(value: string): { resource: string; id: number } | null {
  const match = GID_PATTERN.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { resource: match[1]!, id } : null;
}
