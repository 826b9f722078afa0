// The star the reviews draw, written into the HTML as a character reference (&#9733;) rather than as the character.
// Why: a page's HTML with a single character beyond Latin-1 is held by V8 as a two-byte string, and a product page
// (about 70,000 characters) is then over V8's largest ordinary object: every copy Astro's build makes of it (the
// page joined, then encoded) is memory mapped afresh and handed back, page by page of the 10,000. With the stars
// as references a product page of Latin-1 text stays one-byte (docs/PERFORMANCE.md, "Pages in Latin-1").
// React writes a character reference only through dangerouslySetInnerHTML; the text here is a constant.
const starReference = "&#9733;";
export const fiveStars = { __html: starReference.repeat(5) };
export const oneStar = { __html: starReference };
