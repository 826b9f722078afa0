// The review form (SPEC.md sections 4, 5 and 8): every field required and marked *, each rule's message once the
// field was touched, an invalid submit marks every field touched and sends nothing, 'Submitting...' with the
// button disabled, and on failure 'Something went wrong.' with the form kept as typed. The rules are the ones the
// service applies (lib/reviews/validation.ts). They load when focus first enters the form (or at its submit), not
// with the product page: the form is drawn from the limits alone, and no message shows before a field is touched.
import { useId, useState, type FormEvent } from "react";
import { submitReview } from "../../lib/reviews/client.ts";
import { reviewBodyMax, reviewEmailMax, reviewNameMax, reviewTitleMax } from "../../lib/reviews/limits.ts";
import type { ReviewErrors, ReviewField } from "../../lib/reviews/validation.ts";
import { reviewRatingMax, reviewRatingMin } from "../../lib/shop-rules.ts";
import { oneStar } from "./star-glyph.ts";

type Rules = typeof import("../../lib/reviews/validation.ts");
let rulesLoading: Promise<Rules> | undefined;
const loadRules = (): Promise<Rules> => {
  rulesLoading ??= import("../../lib/reviews/validation.ts");
  // A failed load is tried again next time rather than remembered.
  rulesLoading.catch(() => (rulesLoading = undefined));
  return rulesLoading;
};

/** The star choices, lowest first (SPEC.md section 9: ratings 1 to 5). */
const ratings = Array.from({ length: reviewRatingMax - reviewRatingMin + 1 }, (_, i) => reviewRatingMin + i);

type Props = { productId: string; productTitle: string; serviceUrl: string; onSubmitted: () => void };
type Values = { rating: number; title: string; body: string; name: string; email: string; website: string };
type FormField = Exclude<ReviewField, "id">;
const fields: FormField[] = ["rating", "title", "body", "name", "email"];

export function ReviewForm({ productId, productTitle, serviceUrl, onSubmitted }: Props) {
  const id = useId();
  const [values, setValues] = useState<Values>({ rating: 0, title: "", body: "", name: "", email: "", website: "" });
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(new Set());
  const [state, setState] = useState<"idle" | "submitting" | "error">("idle");
  const [rules, setRules] = useState<Rules | null>(null);
  const needRules = () => {
    if (!rules) loadRules().then((loaded) => setRules(() => loaded), () => {});
  };
  const errorsBy = (checks: Rules | null): ReviewErrors => (checks ? checks.reviewErrors({ id: productId, ...values }) : {});
  const errors = errorsBy(rules);
  const shown = (field: FormField) => (touched.has(field) ? errors[field] : undefined);
  const touch = (field: FormField) => setTouched((current) => new Set(current).add(field));
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === "submitting") return;
    const form = event.currentTarget;
    let checks: Rules;
    try {
      checks = rules ?? (await loadRules());
    } catch (error) {
      console.error("[reviews] could not load the form's rules:", error);
      setState("error");
      return;
    }
    if (!rules) setRules(() => checks);
    const found = errorsBy(checks);
    if (fields.some((field) => found[field])) {
      setTouched(new Set(fields));
      // Focus the first field to fix, so a keyboard or screen-reader user lands on it.
      const first = fields.find((field) => found[field])!;
      form.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setState("submitting");
    try {
      await submitReview(serviceUrl, { id: productId, ...values });
      onSubmitted();
    } catch (error) {
      console.error("[reviews] could not submit:", error);
      setState("error");
    }
  };

  const describedBy = (field: FormField) => (shown(field) ? `${id}-${field}-error` : undefined);
  const error = (field: FormField) =>
    shown(field) ? (
      <p className="review-field-error" id={`${id}-${field}-error`}>
        {shown(field)}
      </p>
    ) : null;

  return (
    <form className="review-form" noValidate onSubmit={submit} onFocus={needRules}>
      <p className="review-form-product">Your review of {productTitle}. Fields marked * are required.</p>
      {state === "error" && (
        <div className="review-form-failure" role="alert">
          <p className="review-form-failure-title">Something went wrong.</p>
          <p>We couldn't submit your review. Please try again later.</p>
        </div>
      )}
      <fieldset
        className="review-rating"
        aria-describedby={describedBy("rating")}
        onBlur={(event) => {
          // Touched once focus leaves the group, not when it moves between the stars.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) touch("rating");
        }}
      >
        <legend>Rating *</legend>
        <div className="review-rating-stars">
          {ratings.map((stars) => (
            <label key={stars} className={values.rating >= stars ? "is-on" : undefined}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={values.rating === stars}
                required
                data-field={stars === reviewRatingMin ? "rating" : undefined}
                onChange={() => set("rating", stars)}
              />
              <span aria-hidden="true" dangerouslySetInnerHTML={oneStar} />
              <span className="visually-hidden">{stars} {stars === 1 ? "star" : "stars"}</span>
            </label>
          ))}
        </div>
        {error("rating")}
      </fieldset>
      <label className="review-field">
        <span>Title *</span>
        <input
          data-field="title" required maxLength={reviewTitleMax} value={values.title} aria-invalid={Boolean(shown("title"))}
          aria-describedby={describedBy("title")} onChange={(e) => set("title", e.currentTarget.value)} onBlur={() => touch("title")}
        />
      </label>
      {error("title")}
      <label className="review-field">
        <span>Review *</span>
        <textarea
          data-field="body" required rows={5} maxLength={reviewBodyMax} value={values.body} aria-invalid={Boolean(shown("body"))}
          aria-describedby={describedBy("body")} onChange={(e) => set("body", e.currentTarget.value)} onBlur={() => touch("body")}
        />
      </label>
      {error("body")}
      <label className="review-field">
        <span>Name *</span>
        <input
          data-field="name" required maxLength={reviewNameMax} autoComplete="name" value={values.name}
          aria-invalid={Boolean(shown("name"))} aria-describedby={describedBy("name")}
          onChange={(e) => set("name", e.currentTarget.value)} onBlur={() => touch("name")}
        />
      </label>
      {error("name")}
      <label className="review-field">
        <span>E-mail *</span>
        <input
          data-field="email" required type="email" maxLength={reviewEmailMax} autoComplete="email" value={values.email}
          aria-invalid={Boolean(shown("email"))} aria-describedby={describedBy("email")}
          onChange={(e) => set("email", e.currentTarget.value)} onBlur={() => touch("email")}
        />
      </label>
      {error("email")}
      {/* Left empty by people, who never see it; filled in by bots. */}
      <label className="review-honeypot" aria-hidden="true">
        Website
        <input tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => set("website", e.currentTarget.value)} />
      </label>
      <button type="submit" className="button review-submit" disabled={state === "submitting"}>
        {state === "submitting" ? "Submitting..." : "Submit review"}
      </button>
    </form>
  );
}
