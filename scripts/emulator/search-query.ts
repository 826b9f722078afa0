// Shopify's search syntax (https://shopify.dev/docs/api/usage/search-syntax), as used by `products(query:)`,
// `articles(query:)` and `search(query:)`: free-text terms, `field:value` filters with comparators, quoted phrases,
// `AND` / `OR` / `NOT` / `-`, parentheses and the `*` prefix wildcard. Juxtaposed terms are combined with AND.
//
// The parser is deliberately forgiving, like Shopify's: unbalanced parentheses or a dangling operator never make a
// query fail, they are simply dropped. What a field or a free-text term *matches* is up to the caller (a
// QuerySubject), so the same parser serves products and articles.
import { normalizeWords } from "./search-text.ts";

export type Comparator = ":" | ">" | ">=" | "<" | "<=";

export type TextTerm = { type: "text"; value: string; phrase: boolean; prefix: boolean };
export type FieldTerm = { type: "field"; field: string; comparator: Comparator; value: string; prefix: boolean };

export type QueryNode =
  | { type: "and"; children: QueryNode[] }
  | { type: "or"; children: QueryNode[] }
  | { type: "not"; child: QueryNode }
  | TextTerm
  | FieldTerm;

type Token =
  | { kind: "open" }
  | { kind: "close" }
  | { kind: "or" }
  | { kind: "and" }
  | { kind: "not" }
  | { kind: "term"; node: TextTerm | FieldTerm; negated: boolean };

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

function isSpace(c: string | undefined): boolean {
  return c === " " || c === "\t" || c === "\n" || c === "\r";
}

/** Reads a quoted string starting at `start` (which holds the quote); returns its text and the index after it. */
function readQuoted(source: string, start: number): { text: string; end: number } {
  const quote = source[start]!;
  let text = "";
  let i = start + 1;
  while (i < source.length && source[i] !== quote) {
    if (source[i] === "\\" && i + 1 < source.length) i += 1;
    text += source[i];
    i += 1;
  }
  return { text, end: Math.min(i + 1, source.length) };
}

/** Reads an unquoted word: everything up to whitespace or a parenthesis. */
function readWord(source: string, start: number): { text: string; end: number } {
  let i = start;
  while (i < source.length && !isSpace(source[i]) && source[i] !== "(" && source[i] !== ")") i += 1;
  return { text: source.slice(start, i), end: i };
}

function splitWildcard(value: string): { value: string; prefix: boolean } {
  return value.endsWith("*") ? { value: value.slice(0, -1), prefix: true } : { value, prefix: false };
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (isSpace(c)) {
      i += 1;
      continue;
    }
    if (c === "(" || c === ")") {
      tokens.push({ kind: c === "(" ? "open" : "close" });
      i += 1;
      continue;
    }
    let negated = false;
    if (c === "-" && i + 1 < source.length && !isSpace(source[i + 1])) {
      negated = true;
      i += 1;
      if (source[i] === "(") {
        tokens.push({ kind: "not" });
        continue;
      }
    }
    if (source[i] === '"' || source[i] === "'") {
      const quoted = readQuoted(source, i);
      i = quoted.end;
      if (quoted.text.trim() !== "") {
        tokens.push({ kind: "term", negated, node: { type: "text", value: quoted.text, phrase: true, prefix: false } });
      }
      continue;
    }
    const word = readWord(source, i);
    i = word.end;
    if (!negated && (word.text === "OR" || word.text === "AND" || word.text === "NOT")) {
      tokens.push({ kind: word.text === "OR" ? "or" : word.text === "AND" ? "and" : "not" });
      continue;
    }
    const colon = word.text.indexOf(":");
    const field = colon > 0 ? word.text.slice(0, colon) : "";
    if (colon > 0 && FIELD_NAME.test(field)) {
      let rest = word.text.slice(colon + 1);
      let comparator: Comparator = ":";
      for (const op of [">=", "<=", ">", "<"] as const) {
        if (rest.startsWith(op)) {
          comparator = op;
          rest = rest.slice(op.length);
          break;
        }
      }
      let value: string;
      let prefix = false;
      if (rest.startsWith('"') || rest.startsWith("'")) {
        // field:"quoted value": the word stopped at the first space, so read the quote again from its start.
        const quoted = readQuoted(source, word.end - rest.length);
        i = quoted.end;
        value = quoted.text;
      } else {
        ({ value, prefix } = splitWildcard(rest));
      }
      tokens.push({ kind: "term", negated, node: { type: "field", field: field.toLowerCase(), comparator, value, prefix } });
      continue;
    }
    const { value, prefix } = splitWildcard(word.text);
    // Punctuation on its own ("-", "&") holds no word and would never match: leave it out.
    if (normalizeWords(value).length > 0 || prefix) tokens.push({ kind: "term", negated, node: { type: "text", value, phrase: false, prefix } });
  }
  return tokens;
}

class Parser {
  tokens: Token[];
  position = 0;

  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  peek(): Token | undefined {
    return this.tokens[this.position];
  }

  parseOr(): QueryNode | null {
    const children: QueryNode[] = [];
    for (;;) {
      const child = this.parseAnd();
      if (child) children.push(child);
      if (this.peek()?.kind !== "or") break;
      this.position += 1;
    }
    return combine("or", children);
  }

  parseAnd(): QueryNode | null {
    const children: QueryNode[] = [];
    for (;;) {
      const token = this.peek();
      if (!token || token.kind === "or" || token.kind === "close") break;
      if (token.kind === "and") {
        this.position += 1;
        continue;
      }
      const child = this.parseUnary();
      if (child) children.push(child);
    }
    return combine("and", children);
  }

  parseUnary(): QueryNode | null {
    const token = this.peek();
    if (!token) return null;
    if (token.kind === "not") {
      this.position += 1;
      const child = this.parseUnary();
      return child ? { type: "not", child } : null;
    }
    if (token.kind === "open") {
      this.position += 1;
      const inner = this.parseOr();
      if (this.peek()?.kind === "close") this.position += 1;
      return inner;
    }
    if (token.kind === "term") {
      this.position += 1;
      return token.negated ? { type: "not", child: token.node } : token.node;
    }
    // A stray ")" or operator where a term should be: skip it.
    this.position += 1;
    return null;
  }
}

function combine(type: "and" | "or", children: QueryNode[]): QueryNode | null {
  if (children.length === 0) return null;
  if (children.length === 1) return children[0]!;
  return { type, children };
}

/** The syntax tree of a search query, or null for an empty query (which matches everything). */
export function parseSearchQuery(source: string | null | undefined): QueryNode | null {
  if (!source || source.trim() === "") return null;
  const parser = new Parser(tokenize(source));
  const parts: QueryNode[] = [];
  while (parser.position < parser.tokens.length) {
    const node = parser.parseOr();
    if (node) parts.push(node);
    // Only an unmatched ")" stops parseOr before the end; drop it and go on.
    if (parser.peek()?.kind === "close") parser.position += 1;
  }
  return combine("and", parts);
}

/** Marks the last free-text term of a query as a prefix match (Shopify's `prefix: LAST`, and predictive search). */
export function withPrefixOnLastTerm(node: QueryNode | null): QueryNode | null {
  if (!node) return node;
  const terms: TextTerm[] = [];
  collectTextTerms(node, terms, false);
  const last = terms[terms.length - 1];
  if (!last) return node;
  return replaceTerm(node, last, { ...last, prefix: true });
}

function replaceTerm(node: QueryNode, target: TextTerm, replacement: TextTerm): QueryNode {
  if (node === target) return replacement;
  if (node.type === "and" || node.type === "or") {
    return { type: node.type, children: node.children.map((child) => replaceTerm(child, target, replacement)) };
  }
  if (node.type === "not") return { type: "not", child: replaceTerm(node.child, target, replacement) };
  return node;
}

/** Free-text terms of a query; with `positiveOnly`, those not under a NOT (the ones relevance is scored on). */
export function collectTextTerms(node: QueryNode | null, into: TextTerm[] = [], positiveOnly = true): TextTerm[] {
  if (!node) return into;
  if (node.type === "text") into.push(node);
  else if (node.type === "and" || node.type === "or") for (const child of node.children) collectTextTerms(child, into, positiveOnly);
  else if (node.type === "not" && !positiveOnly) collectTextTerms(node.child, into, positiveOnly);
  return into;
}

/** What a searchable thing answers: whether a free-text term or a field filter matches it. */
export type QuerySubject = {
  matchesText(term: TextTerm): boolean;
  matchesField(term: FieldTerm): boolean;
};

export function evaluateQuery(node: QueryNode | null, subject: QuerySubject): boolean {
  if (!node) return true;
  switch (node.type) {
    case "and":
      return node.children.every((child) => evaluateQuery(child, subject));
    case "or":
      return node.children.some((child) => evaluateQuery(child, subject));
    case "not":
      return !evaluateQuery(node.child, subject);
    case "text":
      return subject.matchesText(node);
    case "field":
      return subject.matchesField(node);
  }
}
