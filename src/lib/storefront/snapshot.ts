// The catalogue snapshot: one read of the store (catalogue-read.ts) and of the review service (reviews/build-reviews.ts)
// kept in a file, so that every shard of a large shop's build, and every later step, renders from the same catalogue
// and the same reviews without asking either again. JSON Lines,
// one item a line, so neither writing nor reading ever holds the whole file as one string (a 100,000-product
// catalogue is hundreds of MB):
//   {"format":"farm-storefront-catalogue","version":1,"store":"…","apiVersion":"…","readAt":"…","reviews":{…}}
//   {"list":"products","item":{…}}              one line per item of each list of SnapshotLists
//   {"end":true,"counts":{"products":…,…}}       written last: a file cut short has no end line and is refused
// The file's SHA-256 names the snapshot: the shards of one build must all have rendered the same one.
import { createHash, type Hash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import type { ArticleNode, CatalogueLists, FarmerNode, ProductNode } from "./catalogue-read.ts";
import { ShardProductChoice } from "./shard-products.ts";
import { slimArticleForOtherShard, slimFarmerNodeForOtherShard, slimProductForOtherShard } from "./shard-slim.ts";
import { inShard, parseShard, type Shard } from "../shards.ts";
import { articlePath, productPath } from "../routes.ts";
import { numericId } from "../format.ts";
import type { Review } from "../reviews/stats.ts";
import { readStorefrontConfig } from "./config.ts";

export const snapshotFormat = "farm-storefront-catalogue";
/** Raised when the lines' meaning changes; a reader refuses any other version rather than misread it. */
export const snapshotVersion = 1;

/** Where the snapshot's reviews came from (BuildReviews of build-reviews.ts): the service, its outage copy, or nowhere. */
export type SnapshotReviewSource = { source: "service" | "snapshot" | "none"; failure?: string };
export type SnapshotHeader = {
  format: typeof snapshotFormat;
  version: number;
  store: string;
  apiVersion: string;
  readAt: string;
  reviews: SnapshotReviewSource;
};
/** The catalogue and, by product numeric id, its reviews newest first. */
export type SnapshotLists = Omit<CatalogueLists, "productHandles"> & { reviews: [productNumericId: string, reviews: Review[]][] };
export type ListName = keyof SnapshotLists;
export type SnapshotCounts = Record<ListName, number>;
export type SnapshotSummary = { header: SnapshotHeader; sha256: string; bytes: number; counts: SnapshotCounts };

// The order the lists are written in, and the only order a reader accepts: a shard decides what to keep of the later
// lists by the products it has read.
const listNames: readonly ListName[] = ["products", "bestSelling", "collections", "collectionFirstPages", "farmers", "articles", "recommendations", "reviews"];

export class SnapshotError extends Error {
  override name = "SnapshotError";
}

/**
 * Writes `lists` to `file` as a snapshot of `store` read at `readAt`. The lines go to a file beside it that takes
 * the name only once complete, so a read or write that fails leaves no snapshot that looks whole.
 */
/** Products already written out as snapshot lines ({"list":"products","item":…}), one per line, by a ProductLineWriter. */
export type ProductLines = { file: string; count: number };

/**
 * Writes the products of a read, as they arrive, as the lines a snapshot holds them in, into a file of their own that
 * writeSnapshot then copies into place: at 250,000 products the read then holds their keys, not the catalogue.
 */
export class ProductLineWriter {
  readonly file: string;
  #count = 0;
  #stream: ReturnType<typeof createWriteStream>;
  #failure: Error | undefined;

  constructor(file: string) {
    this.file = file;
    this.#stream = createWriteStream(file);
    this.#stream.on("error", (error) => (this.#failure ??= error));
  }

  /** Queues one product's line (the stream buffers; a write failure is reported by close). */
  readonly add = (node: ProductNode): void => {
    this.#count++;
    this.#stream.write(`${JSON.stringify({ list: "products", item: node })}\n`);
  };

  #closed: Promise<ProductLines> | undefined;
  /** Ends the file (once; later calls give the same answer); rejects when any line could not be written. */
  close(): Promise<ProductLines> {
    this.#closed ??= (async () => {
      if (!this.#failure) {
        this.#stream.end();
        await finished(this.#stream).catch((error: Error) => (this.#failure ??= error));
      }
      if (this.#failure) throw this.#failure;
      return { file: this.file, count: this.#count };
    })();
    return this.#closed;
  }
}

export async function writeSnapshot(
  file: string,
  source: { store: string; apiVersion: string; readAt: Date; reviews: SnapshotReviewSource },
  lists: SnapshotLists | (Omit<SnapshotLists, "products"> & { products: ProductLines }),
): Promise<SnapshotSummary> {
  const header: SnapshotHeader = {
    format: snapshotFormat,
    version: snapshotVersion,
    store: source.store,
    apiVersion: source.apiVersion,
    readAt: source.readAt.toISOString(),
    reviews: source.reviews,
  };
  const partial = `${file}.partial-${process.pid}`;
  const hash = createHash("sha256");
  let bytes = 0;
  const counts = {} as SnapshotCounts;
  const line = (value: unknown) => {
    const text = `${JSON.stringify(value)}\n`;
    hash.update(text);
    bytes += Buffer.byteLength(text);
    return text;
  };
  async function* lines() {
    yield line(header);
    for (const list of listNames) {
      const items = lists[list];
      if (Array.isArray(items)) {
        for (const item of items) yield line({ list, item });
        counts[list] = items.length;
        continue;
      }
      // Products written out during the read: their lines as they are, hashed and counted like the rest.
      for await (const chunk of createReadStream((items as ProductLines).file)) {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      counts[list] = (items as ProductLines).count;
    }
    yield line({ end: true, counts });
  }
  try {
    // A pipeline, so a failing disk (a missing folder, ENOSPC halfway) rejects here instead of crashing the process.
    await pipeline(Readable.from(lines()), createWriteStream(partial));
    await rename(partial, file);
    return { header, sha256: hash.digest("hex"), bytes, counts };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * The lines of a file, split at "\n" only: JSON.stringify leaves U+2028 and U+2029 as they are, which readline would
 * take for line ends (a description pasted from a word processor holds them). A last line without its "\n" is
 * yielded with `complete: false`: every line a snapshot writes ends with one, so the file was cut short.
 */
async function* linesOf(file: string): AsyncGenerator<{ text: string; complete: boolean }> {
  let rest = "";
  try {
    for await (const chunk of createReadStream(file, { encoding: "utf8" }) as AsyncIterable<string>) {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop()!;
      for (const text of parts) yield { text, complete: true };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new SnapshotError(`no catalogue snapshot at ${file}`);
    throw error;
  }
  if (rest !== "") yield { text: rest, complete: false };
}

type Tally = { hash: Hash; bytes: number; lines: number };
const newTally = (): Tally => ({ hash: createHash("sha256"), bytes: 0, lines: 0 });

/**
 * The whole lines of a snapshot file, each hashed and counted into `tally` as it is read (the file's SHA-256 names
 * the snapshot). An unfinished last line means the file was cut short; a missing file is said so.
 */
async function* wholeLines(file: string, tally: Tally): AsyncGenerator<string> {
  for await (const { text, complete } of linesOf(file)) {
    tally.lines++;
    if (!complete) throw new SnapshotError(`${file} has no end line: the snapshot was cut short (its last line is unfinished); read the store again`);
    tally.hash.update(`${text}\n`);
    tally.bytes += Buffer.byteLength(text) + 1;
    yield text;
  }
}

function parseLine(file: string, line: string, lineNumber: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new SnapshotError(`${file}: line ${lineNumber} is not JSON`);
  }
}

/**
 * The lists of a snapshot, checked whole: its format and version, every line, and the end line's counts against the
 * lines read. `expect` names the store and API version the build is made for; a snapshot of another refuses.
 */
export async function readSnapshot(
  file: string,
  expect?: { store: string; apiVersion: string },
  /**
   * What to keep of each item, as it is read (a shard drops the detail of products it does not render); undefined
   * leaves the item out. Every item is counted against the end line all the same.
   */
  keep: (list: ListName, item: unknown) => unknown = (_, item) => item,
): Promise<{ summary: SnapshotSummary; lists: SnapshotLists }> {
  const tally = newTally();
  let header: SnapshotHeader | undefined;
  let counts: SnapshotCounts | undefined;
  const lists = Object.fromEntries(listNames.map((list) => [list, []])) as unknown as Record<ListName, unknown[]>;
  const read = Object.fromEntries(listNames.map((list) => [list, 0])) as Record<ListName, number>;
  let current: ListName = listNames[0]!;
  for await (const line of wholeLines(file, tally)) {
    const lineNumber = tally.lines;
    if (counts) throw new SnapshotError(`${file}: line ${lineNumber} follows the end line`);
    const value = parseLine(file, line, lineNumber);
    if (!header) {
      header = checkHeader(file, value);
      continue;
    }
    const record = value as { list?: unknown; item?: unknown; end?: unknown; counts?: unknown };
    if (record.end === true) {
      counts = record.counts as SnapshotCounts;
      continue;
    }
    if (typeof record.list !== "string" || !listNames.includes(record.list as ListName) || record.item === undefined) {
      throw new SnapshotError(`${file}: line ${lineNumber} is neither an item of a known list nor the end line`);
    }
    const list = record.list as ListName;
    if (listNames.indexOf(list) < listNames.indexOf(current)) {
      throw new SnapshotError(`${file}: line ${lineNumber} is an item of ${list} after the ${current} began; the lists are out of order`);
    }
    current = list;
    read[list]++;
    const kept = keep(list, record.item);
    if (kept !== undefined) lists[list].push(kept);
  }
  if (!header) throw new SnapshotError(`${file} is empty: not a catalogue snapshot`);
  if (!counts) throw new SnapshotError(`${file} has no end line: the snapshot was cut short (${tally.lines} lines); read the store again`);
  for (const list of listNames) {
    if (counts[list] !== read[list]) {
      throw new SnapshotError(`${file}: its end line counts ${counts[list]} ${list} but ${read[list]} were read`);
    }
  }
  if (expect && (expect.store !== header.store || expect.apiVersion !== header.apiVersion)) {
    throw new SnapshotError(
      `${file} is a snapshot of ${header.store} (API ${header.apiVersion}), but this build is for ${expect.store} (API ${expect.apiVersion})`,
    );
  }
  return { summary: { header, sha256: tally.hash.digest("hex"), bytes: tally.bytes, counts }, lists: lists as unknown as SnapshotLists };
}

/**
 * A first look at some lists of a snapshot: each item of `lists` is handed to `visit` as it is read, and the lines of
 * other lists, as writeSnapshot writes them, are not even parsed. Only the header is checked here, and the items of each list counted: it plans the
 * read that follows (readSnapshot), which checks the whole file, and whose counts must equal these (a file written
 * otherwise than writeSnapshot writes, or replaced in between, is refused there).
 */
async function scanSnapshot(
  file: string,
  lists: readonly ListName[],
  visit: (list: ListName, item: unknown) => void,
): Promise<Partial<Record<ListName, number>>> {
  // writeSnapshot writes every item as JSON.stringify({ list, item }): its line starts with the list's name, and the
  // lines of other lists are skipped unparsed. A line in another layout is parsed to learn its list.
  const start = (list: ListName) => `{"list":${JSON.stringify(list)},"item":`;
  const wanted = lists.map((list) => [list, start(list)] as const);
  const skipped = listNames.filter((list) => !lists.includes(list)).map(start);
  const counts: Partial<Record<ListName, number>> = {};
  let lineNumber = 0;
  for await (const { text, complete } of linesOf(file)) {
    lineNumber++;
    // A file cut short is the checked read's to report, in its words.
    if (!complete) break;
    if (lineNumber === 1) {
      checkHeader(file, parseLine(file, text, lineNumber));
      continue;
    }
    if (skipped.some((prefix) => text.startsWith(prefix))) continue;
    const list = wanted.find(([, prefix]) => text.startsWith(prefix))?.[0];
    const record = parseLine(file, text, lineNumber) as { list?: unknown; item?: unknown };
    const listOf = list ?? (lists.includes(record.list as ListName) ? (record.list as ListName) : undefined);
    if (!listOf) continue;
    counts[listOf] = (counts[listOf] ?? 0) + 1;
    visit(listOf, record.item);
  }
  return counts;
}

/**
 * The reads of this process, by file. Kept on the global object under a symbol, not in the module: Astro loads this
 * module twice in one build (with the build's integration, which starts the catalogue read, and in the pages'
 * bundle, where the reviews are read), and a Map of each instance read the whole snapshot twice and kept the second
 * copy for the build's length: at 250,000 products, a shard's catalogue twice over, about half of its live heap.
 */
const loadedKey = Symbol.for("harvest-and-hearth:loaded-catalogue-snapshots");
const loaded: Map<string, Promise<BuildSnapshot>> = ((globalThis as { [loadedKey]?: Map<string, Promise<BuildSnapshot>> })[
  loadedKey
] ??= new Map());

/**
 * The snapshot a build renders from, read once per process (the catalogue and the reviews of a build come from one
 * read of it), and refused when it is of another store or API version than the build's settings name.
 */
/** A snapshot as a build holds it: a shard's lists hold only what its pages show, and every product's handle beside. */
export type BuildSnapshot = { summary: SnapshotSummary; lists: SnapshotLists & Pick<CatalogueLists, "productHandles"> };

export function loadBuildSnapshot(file: string): Promise<BuildSnapshot> {
  let snapshot = loaded.get(file);
  if (!snapshot) {
    const config = readStorefrontConfig(process.env);
    const expect = { store: config.storeDomain, apiVersion: config.apiVersion };
    const shard = parseShard(process.env.BUILD_SHARD);
    snapshot = shard ? readShardOfSnapshot(file, shard, expect) : readSnapshot(file, expect);
    loaded.set(file, snapshot);
  }
  return snapshot;
}

/**
 * What one shard of a sharded build keeps of a snapshot: only what its own pages show. Of the products, those its
 * pages show (shard-products.ts), chosen in a first pass over the file, its own whole and the rest as cards
 * (shard-slim.ts); its own farms and posts whole, other farms without their story and gallery, other posts without
 * their HTML; the recommendations and reviews of its own products alone, which only their pages read.
 */
async function readShardOfSnapshot(file: string, shard: Shard, expect: { store: string; apiVersion: string }): Promise<BuildSnapshot> {
  const { shownIds: shown, handles, ownFarmerIds, scanned } = await chooseShardItems(file, shard);
  const ours = (path: string) => inShard(path, shard);
  // Products come first in the file, so which are the shard's own is known when the rest is read.
  const ownProducts = new Set<string>();
  const ownNumericIds = new Set<string>();
  let keptProducts = 0;
  const read = await readSnapshot(file, expect, (list, item) => {
    if (list === "products") {
      const product = item as ProductNode;
      if (!shown.has(product.id)) return undefined;
      keptProducts++;
      if (!ours(productPath(product.handle))) return slimProductForOtherShard(product);
      ownProducts.add(product.id);
      ownNumericIds.add(numericId(product.id));
      return product;
    }
    if (list === "farmers") {
      const farmer = item as FarmerNode;
      return ownFarmerIds.has(farmer.id) ? farmer : slimFarmerNodeForOtherShard(farmer);
    }
    if (list === "recommendations") return ownProducts.has((item as SnapshotLists["recommendations"][number])[0]) ? item : undefined;
    if (list === "reviews") return ownNumericIds.has((item as SnapshotLists["reviews"][number])[0]) ? item : undefined;
    if (list === "articles") {
      const article = item as ArticleNode;
      return ours(articlePath(article.handle)) ? article : slimArticleForOtherShard(article);
    }
    return item;
  });
  // The two passes must have seen the same items: a file whose lines are written otherwise than writeSnapshot writes
  // them would have been chosen from in part, and one replaced between the passes would mix two catalogues.
  const changed = `was it changed during the build, or not written by \`npm run build -- --read-snapshot\`?`;
  for (const list of shardChoiceLists) {
    if ((scanned[list] ?? 0) !== read.summary.counts[list]) {
      throw new SnapshotError(`${file}: its ${list} read differently in the shard's two passes over it (${scanned[list] ?? 0} items, then ${read.summary.counts[list]}); ${changed}`);
    }
  }
  if (keptProducts !== shown.size) {
    throw new SnapshotError(`${file}: the shard chose ${shown.size} products in its first pass over it but found ${keptProducts} of them in the second; ${changed}`);
  }
  return { summary: read.summary, lists: { ...read.lists, productHandles: handles } };
}

/** The lists a shard's choice of products reads (ShardProductChoice), the only ones its first pass parses. */
const shardChoiceLists = ["products", "farmers", "recommendations"] as const satisfies readonly ListName[];

/**
 * The first pass of a shard's read: what it keeps, and how many items of each list the pass saw. A function of its
 * own, so that what the pass gathered is let go before the second pass begins (a closure of the caller would keep it).
 */
async function chooseShardItems(file: string, shard: Shard) {
  const started = performance.now();
  const choice = new ShardProductChoice(shard);
  const scanned = await scanSnapshot(file, shardChoiceLists, (list, item) => {
    if (list === "products") choice.addProduct(item as ProductNode);
    else if (list === "farmers") choice.addFarmer(item as FarmerNode);
    else choice.addRecommendation(item as SnapshotLists["recommendations"][number]);
  });
  const chosen = choice.choose();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const count = (n: number) => n.toLocaleString("en-US");
  console.log(
    `[storefront] shard ${shard.index}/${shard.count} keeps ${count(chosen.shownIds.size)} of ${count(chosen.handles.length)} products, ${count(chosen.ownFarmerIds.size)} farms whole (first pass over the snapshot: ${seconds} s)`,
  );
  return { ...chosen, scanned };
}

/** The snapshot this build renders from (CATALOGUE_SNAPSHOT), if any. */
export function snapshotOfBuild(env: NodeJS.ProcessEnv | undefined = typeof process === "undefined" ? undefined : process.env): string | undefined {
  return env?.CATALOGUE_SNAPSHOT?.trim() || undefined;
}

function checkHeader(file: string, value: unknown): SnapshotHeader {
  const header = value as Partial<SnapshotHeader>;
  if (header?.format !== snapshotFormat) throw new SnapshotError(`${file} is not a catalogue snapshot (its first line names no "${snapshotFormat}")`);
  if (header.version !== snapshotVersion) {
    throw new SnapshotError(`${file} is a snapshot of format version ${header.version}; this build reads version ${snapshotVersion}: read the store again`);
  }
  for (const key of ["store", "apiVersion", "readAt"] as const) {
    if (typeof header[key] !== "string" || header[key] === "") throw new SnapshotError(`${file}: its first line has no ${key}`);
  }
  if (!["service", "snapshot", "none"].includes(header.reviews?.source as string)) throw new SnapshotError(`${file}: its first line does not say where its reviews came from`);
  return header as SnapshotHeader;
}

/**
 * What names a snapshot without reading its items: its header, its end line's counts and the SHA-256 of the whole
 * file (streamed). A file without an end line is refused as cut short, as readSnapshot refuses it.
 */
export async function snapshotIdentity(file: string): Promise<SnapshotSummary> {
  const tally = newTally();
  let first: string | undefined;
  let last: string | undefined;
  for await (const line of wholeLines(file, tally)) {
    first ??= line;
    last = line;
  }
  if (first === undefined) throw new SnapshotError(`${file} is empty: not a catalogue snapshot`);
  const header = checkHeader(file, parseLine(file, first, 1));
  let end: { end?: unknown; counts?: SnapshotCounts } = {};
  try {
    end = JSON.parse(last!) as typeof end;
  } catch {
    // not an end line: refused below
  }
  if (tally.lines < 2 || end.end !== true || !end.counts) throw new SnapshotError(`${file} has no end line: the snapshot was cut short; read the store again`);
  return { header, sha256: tally.hash.digest("hex"), bytes: tally.bytes, counts: end.counts };
}
