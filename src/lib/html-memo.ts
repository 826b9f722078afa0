// HTML rendered once per item and reused on every page that shows the item again. A build renders a product's card
// on each page that recommends it (about ten pages a product), and the card is the same HTML on all of them, so the
// second render onwards is waste: at 10,000 products, 100,000 card renders where 10,000 give the same pages.
//
// An item is kept under its id with the JSON of the data it was rendered from: an item whose data changed since
// (a price, a title) is rendered again and replaces its old HTML, so the memo never holds more than one entry per
// item however often the data changes, and never serves HTML of data it was not given. The JSON is compared as it
// is: a digest of it would save its 0.6 kB an item but cost three times the time of writing it, on every page
// (measured in docs/PERFORMANCE.md).
//
// The HTML is kept as one flat copy: a renderer builds its result by joining hundreds of small pieces, and V8 keeps
// such a string as the tree of its pieces, about four times its length in memory (600 MB instead of 160 MB for
// 100,000 cards, measured).

export type HtmlMemo<T> = {
  /** The item's HTML: rendered now if this item, with this data, was never rendered before; else the kept HTML. */
  html(item: T): string;
  /** How often `render` ran, and how many items are kept: a build's figures for docs/PERFORMANCE.md and the tests. */
  readonly renders: number;
  readonly size: number;
};

/**
 * Items kept at most, the least recently shown let go first: about 2.3 kB an item, so 46 MB. A 10,000-product build
 * keeps every card; a shard of a 250,000-product catalogue, whose pages recommend products of every shard, would
 * otherwise keep half a gigabyte of cards against its 2 GB (docs/PERFORMANCE.md).
 */
export const htmlMemoLimit = 20_000;

export function htmlMemo<T extends { id: string }>(render: (item: T) => string, limit: number = htmlMemoLimit): HtmlMemo<T> {
  const kept = new Map<string, { data: string; html: string }>();
  let renders = 0;
  return {
    html(item) {
      const data = JSON.stringify(item);
      const entry = kept.get(item.id);
      // Taken out and put back on every use: a Map keeps insertion order, so its first key is the least recently used.
      kept.delete(item.id);
      if (entry?.data === data) {
        kept.set(item.id, entry);
        return entry.html;
      }
      const html = flat(render(item));
      renders += 1;
      kept.set(item.id, { data, html });
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return html;
    },
    get renders() {
      return renders;
    },
    get size() {
      return kept.size;
    },
  };
}

/** A copy of `text` in one piece. JSON's round trip is exact for every string, lone surrogates included. */
function flat(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}
