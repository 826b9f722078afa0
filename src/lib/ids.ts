/** "gid://shopify/ProductVariant/123" → "123": the text after the last slash (SPEC.md section 3). */
export function numericId(globalId: string): string {
  const id = globalId.slice(globalId.lastIndexOf("/") + 1).split("?")[0] ?? "";
  if (!/^\d+$/.test(id)) throw new Error(`"${globalId}" is not a Shopify global id`);
  return id;
}
