// The query parameters of the review service's reads, checked before anything reaches the store: each route names
// the parameters it takes, anything else or anything malformed is a 400 with a sentence saying what was wrong.
import { isProductId } from "../../lib/reviews/validation.ts";

type Parser<T> = (raw: string) => T | undefined;
type Spec = Record<string, { parse: Parser<string | number>; rule: string; required?: boolean }>;
/** Each parameter's parsed value; undefined when an optional one was not given. */
type Parsed<S extends Spec> = { [K in keyof S]: ReturnType<S[K]["parse"]> };

/** A whole number from `min` to `max`, written in plain digits ("1.5", "1e3", "0x10" and "" are not). */
export function wholeNumber(min: number, max: number): Parser<number> {
  return (raw) => (/^\d{1,9}$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? Number(raw) : undefined);
}

/** A cursor the service handed out: a review's id. */
export const cursor: Parser<string> = (raw) => (/^[1-9]\d{0,15}$/.test(raw) ? raw : undefined);

export const productId: Parser<string> = (raw) => (isProductId(raw) ? raw : undefined);

/**
 * The parameters of `url` by `spec`, or the sentence of the first problem: an unknown parameter, one given twice, a
 * required one missing, or a value outside its rule.
 */
export function parseQuery<S extends Spec>(url: string, spec: S): { ok: true; value: Parsed<S> } | { ok: false; error: string } {
  const params = new URL(url).searchParams;
  const value: Record<string, unknown> = {};
  for (const name of new Set(params.keys())) {
    if (!Object.hasOwn(spec, name)) return { ok: false, error: `Unknown query parameter ${JSON.stringify(name)}; this route takes ${Object.keys(spec).join(", ")}.` };
    if (params.getAll(name).length > 1) return { ok: false, error: `The query parameter ${name} is given more than once.` };
  }
  for (const [name, { parse, rule, required }] of Object.entries(spec)) {
    const raw = params.get(name);
    if (raw === null) {
      if (required) return { ok: false, error: `The query parameter ${name} is required: ${rule}.` };
      continue;
    }
    const parsed = parse(raw);
    if (parsed === undefined) return { ok: false, error: `The query parameter ${name} must be ${rule}.` };
    value[name] = parsed;
  }
  return { ok: true, value: value as Parsed<S> };
}
