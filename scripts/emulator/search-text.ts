// Text matching for search: words are compared after folding case and accents and dropping a plural "s", so
// "Honeys" finds "honey" and "cafe" finds "Café". A searchable text is kept as " word word word " so that a word or a
// phrase is a plain substring test.

export function normalizeWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "")
    .map(stem);
}

function stem(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

/** A text prepared for matching: its normalised words joined by single spaces, with a space at both ends. */
export function indexText(...parts: string[]): string {
  const words = normalizeWords(parts.join(" "));
  return words.length === 0 ? " " : ` ${words.join(" ")} `;
}

/**
 * Whether an indexed text contains the term: all of its words in sequence (a single word is the usual case). With
 * `prefix`, the last word only has to start a word of the text ("hon*" finds "honey").
 */
export function textContains(indexed: string, value: string, prefix: boolean): boolean {
  const needle = needleFor(value, prefix);
  if (needle === null) return prefix; // "*" alone matches anything
  return indexed.includes(needle);
}

// A search compares one term against every product: prepare each term once, not once per product.
const needles = new Map<string, string | null>();

function needleFor(value: string, prefix: boolean): string | null {
  const key = `${prefix ? "p" : "w"}:${value}`;
  let needle = needles.get(key);
  if (needle === undefined) {
    const words = prefix ? normalizePrefixWords(value) : normalizeWords(value);
    needle = words.length === 0 ? null : ` ${words.join(" ")}${prefix ? "" : " "}`;
    if (needles.size >= 2000) needles.clear();
    needles.set(key, needle);
  }
  return needle;
}

// A prefix must not lose its trailing "s" ("hons*" is not "hon*"), so only the complete words are stemmed.
export function normalizePrefixWords(value: string): string[] {
  const raw = value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  return raw.map((word, index) => (index === raw.length - 1 ? word : stem(word)));
}

/** Case- and accent-insensitive equality of whole values (vendor, tag, product type), with the `*` wildcard. */
export function valueEquals(actual: string, term: { value: string; prefix: boolean }): boolean {
  const a = foldValue(actual);
  const b = foldValue(term.value);
  return term.prefix ? a.startsWith(b) : a === b;
}

/** A whole value as searches compare it: without accents, in lower case, trimmed. */
export function foldValue(value: string): string {
  return value.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
}
