// The catalogue snapshot file (src/lib/storefront/snapshot.ts): what is written is read back whole, and a file that
// is not a whole snapshot of this build's store is refused with a sentence, never half read.
import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductLineWriter, readSnapshot, snapshotIdentity, writeSnapshot, type SnapshotLists } from "../../../src/lib/storefront/snapshot.ts";

const lists = {
  products: [{ id: "gid://shopify/Product/1", handle: "wildflower-honey", title: "Wildflower Honey \u2014 \u201craw\u201d\n" }],
  bestSelling: ["gid://shopify/Product/1"],
  collections: [{ handle: "honey" }, { handle: "jams" }],
  collectionFirstPages: [["honey", { handle: "honey" }], ["gone", null]],
  farmers: [{ id: "gid://shopify/Metaobject/7" }],
  articles: [],
  recommendations: [["gid://shopify/Product/1", []]],
  reviews: [["1", [{ id: "5", rating: 4, title: "Good", body: "Lovely", reviewer: { name: "Ana" }, created_at: "2026-01-02T00:00:00Z" }]]],
} as unknown as SnapshotLists;
const source = { store: "farm.myshopify.com", apiVersion: "2026-04", readAt: new Date("2026-11-25T10:00:00Z"), reviews: { source: "service" as const } };

let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "snapshot-"));
  file = join(dir, "catalogue.jsonl");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("a catalogue snapshot", () => {
  it("is read back exactly as written, with its store, API version, read time and counts, and one name (sha256)", async () => {
    const written = await writeSnapshot(file, source, lists);
    const { summary, lists: read } = await readSnapshot(file, { store: "farm.myshopify.com", apiVersion: "2026-04" });
    expect(read).toEqual(lists);
    expect(summary.header).toMatchObject({ store: "farm.myshopify.com", apiVersion: "2026-04", readAt: "2026-11-25T10:00:00.000Z", reviews: { source: "service" } });
    expect(summary.counts).toEqual({ products: 1, bestSelling: 1, collections: 2, collectionFirstPages: 2, farmers: 1, articles: 0, recommendations: 1, reviews: 1 });
    expect(summary.sha256).toBe(written.sha256);
    expect((await snapshotIdentity(file)).sha256).toBe(written.sha256);
    expect(written.bytes).toBe((await readFile(file)).length);
  });

  it("is the same file when its products were written out during the read (a large shop's read keeps only their keys)", async () => {
    const whole = await writeSnapshot(file, source, lists);
    const products = new ProductLineWriter(join(dir, "products.part"));
    for (const product of lists.products) products.add(product);
    const spilled = join(dir, "spilled.jsonl");
    const written = await writeSnapshot(spilled, source, { ...lists, products: await products.close() });
    expect(written).toEqual(whole);
    expect(await readFile(spilled)).toEqual(await readFile(file));
    expect((await readSnapshot(spilled)).lists).toEqual(lists);
  });

  it("is refused when it is of another store or API version than the build's", async () => {
    await writeSnapshot(file, source, lists);
    await expect(readSnapshot(file, { store: "other.myshopify.com", apiVersion: "2026-04" })).rejects.toThrow(/snapshot of farm\.myshopify\.com .* this build is for other\.myshopify\.com/);
    await expect(readSnapshot(file, { store: "farm.myshopify.com", apiVersion: "2025-07" })).rejects.toThrow(/API 2025-07/);
  });

  it("is refused when cut short, whichever way it is read", async () => {
    await writeSnapshot(file, source, lists);
    const whole = await readFile(file, "utf8");
    const cut = join(dir, "cut.jsonl");
    await writeFile(cut, whole.split("\n").slice(0, 4).join("\n") + "\n");
    await expect(readSnapshot(cut)).rejects.toThrow(/no end line: the snapshot was cut short/);
    await expect(snapshotIdentity(cut)).rejects.toThrow(/cut short/);
  });

  it("is refused when a line was lost or added after it was written (the counts disagree), or follows the end", async () => {
    await writeSnapshot(file, source, lists);
    const lines = (await readFile(file, "utf8")).trimEnd().split("\n");
    const lost = join(dir, "lost.jsonl");
    await writeFile(lost, [...lines.slice(0, 3), ...lines.slice(4)].join("\n") + "\n");
    await expect(readSnapshot(lost)).rejects.toThrow(/counts 2 collections but 1 were read/);
    const after = join(dir, "after.jsonl");
    await writeFile(after, lines.join("\n") + "\n");
    await appendFile(after, `${JSON.stringify({ list: "products", item: {} })}\n`);
    await expect(readSnapshot(after)).rejects.toThrow(/follows the end line/);
  });

  it("is refused when it is not a snapshot, of another format version, or missing", async () => {
    const other = join(dir, "other.jsonl");
    await writeFile(other, '{"hello":"world"}\n');
    await expect(readSnapshot(other)).rejects.toThrow(/not a catalogue snapshot/);
    await writeFile(other, `${JSON.stringify({ format: "farm-storefront-catalogue", version: 99, store: "a", apiVersion: "b", readAt: "c", reviews: { source: "none" } })}\n`);
    await expect(readSnapshot(other)).rejects.toThrow(/format version 99/);
    await writeFile(other, "not json\n");
    await expect(readSnapshot(other)).rejects.toThrow(/line 1 is not JSON/);
    await expect(readSnapshot(join(dir, "missing.jsonl"))).rejects.toThrow(/no catalogue snapshot at/);
  });

  it("keeps text with the Unicode line and paragraph separators (pasted descriptions hold them), and CRLF line ends", async () => {
    const pasted = { ...lists, products: [{ id: "gid://shopify/Product/2", title: "Line\u2028separated\u2029paragraph\r\n" }] } as unknown as SnapshotLists;
    const written = await writeSnapshot(file, source, pasted);
    const { lists: read, summary } = await readSnapshot(file);
    expect(read.products).toEqual(pasted.products);
    expect(summary.sha256).toBe(written.sha256);
    const crlf = join(dir, "crlf.jsonl");
    await writeFile(crlf, (await readFile(file, "utf8")).replaceAll("\n", "\r\n"));
    expect((await readSnapshot(crlf)).lists.products).toEqual(pasted.products);
  });

  it("refuses a last line without its line end as cut short, whichever way it is read", async () => {
    await writeSnapshot(file, source, lists);
    const unfinished = join(dir, "unfinished.jsonl");
    await writeFile(unfinished, (await readFile(file, "utf8")).replace(/\n$/, ""));
    await expect(readSnapshot(unfinished)).rejects.toThrow(/cut short/);
    await expect(snapshotIdentity(unfinished)).rejects.toThrow(/cut short/);
  });

  it("rejects, without crashing the process, when the file cannot be written", async () => {
    await expect(writeSnapshot(join(dir, "no-such-folder", "catalogue.jsonl"), source, lists)).rejects.toThrow(/ENOENT/);
  });

  it("leaves no file under its name when writing fails half way", async () => {
    const target = join(dir, "failed.jsonl");
    const poisoned = { ...lists, articles: [{ toJSON() { throw new Error("disk full"); } }] } as unknown as SnapshotLists;
    await expect(writeSnapshot(target, source, poisoned)).rejects.toThrow(/disk full/);
    await expect(readFile(target)).rejects.toThrow(/ENOENT/);
    expect((await readdir(dir)).filter((name) => name.startsWith("failed.jsonl"))).toEqual([]);
  });
});
