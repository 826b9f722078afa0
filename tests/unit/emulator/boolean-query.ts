// The boolean half of the search syntax, as the emulator's search tests' oracles read it: terms joined by AND and OR,
// negated by NOT, AND binding before OR (each group is written in parentheses, so the binding never decides).
// Each test brings its own terms: what one is, when a product holds it, how it is written.
import fc from "fast-check";

export type BooleanQuery<Term> = { op: "term"; term: Term } | { op: "and" | "or"; parts: BooleanQuery<Term>[] } | { op: "not"; part: BooleanQuery<Term> };

/** Whether the query holds, given whether each of its terms does. */
export function holds<Term>(query: BooleanQuery<Term>, termHolds: (term: Term) => boolean): boolean {
  switch (query.op) {
    case "and":
      return query.parts.every((part) => holds(part, termHolds));
    case "or":
      return query.parts.some((part) => holds(part, termHolds));
    case "not":
      return !holds(query.part, termHolds);
    case "term":
      return termHolds(query.term);
  }
}

/** The query in the search syntax, each term as `writeTerm` writes it. */
export function written<Term>(query: BooleanQuery<Term>, writeTerm: (term: Term) => string): string {
  switch (query.op) {
    case "and":
      return `(${query.parts.map((part) => written(part, writeTerm)).join(" AND ")})`;
    case "or":
      return `(${query.parts.map((part) => written(part, writeTerm)).join(" OR ")})`;
    case "not":
      return `NOT ${written(query.part, writeTerm)}`;
    case "term":
      return writeTerm(query.term);
  }
}

/** Queries of `terms`: a term, two or three joined by AND or OR, or one negated, nested a few levels deep. */
export function booleanQueries<Term>(terms: fc.Arbitrary<Term>): fc.Arbitrary<BooleanQuery<Term>> {
  const term = terms.map((t): BooleanQuery<Term> => ({ op: "term", term: t }));
  return fc.letrec<{ q: BooleanQuery<Term> }>((tie) => ({
    q: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      term,
      fc.record({ op: fc.constantFrom("and" as const, "or" as const), parts: fc.array(tie("q"), { minLength: 2, maxLength: 3 }) }),
      fc.record({ op: fc.constant("not" as const), part: tie("q") }),
    ),
  })).q;
}
