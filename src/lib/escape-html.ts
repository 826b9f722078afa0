// Text written into HTML by code of ours (rich text, and the emulator's pages and descriptions): the five characters
// that could end a text or an attribute value become entities, so what a store or a shopper typed stays text.
const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character]!);
}
