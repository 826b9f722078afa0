// The review form's lengths (SPEC.md section 5, and the shop's own caps on the free text), apart from the rules that
// check them (validation.ts): the form needs these to draw its fields, the rules only once a shopper starts writing,
// so the rules can load later. One constant each, so the build writes each value into the form's code instead of
// loading a module for them (astro.config.mjs, inlineConst).
export const reviewTitleMax = 150;
export const reviewBodyMax = 5000;
export const reviewNameMax = 100;
/** SPEC.md section 5: an e-mail address of up to 254 characters, its local part up to 64. */
export const reviewEmailMax = 254;
export const reviewEmailLocalMax = 64;
