// Starting a build from the live one: the live build's pages are hard-linked into the new folder (seed.ts), every
// write into that folder first frees the path from the link (break-links.ts), and afterwards the pages the new
// build no longer has are removed. The live build must never change, whatever Node call writes.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { appendFile, copyFile, link, mkdir, open, readFile, readdir, stat, truncate, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { protectOutDir } from "../../../src/services/rebuilder/break-links.ts";
import { dropPageCopies } from "../../../src/services/rebuilder/page-copies.ts";
import { manifestName, readManifestPages, seedFrom, settleSeed, WroteThroughLinkError } from "../../../src/services/rebuilder/seed.ts";
import { tempDir } from "./support.ts";

let root: ReturnType<typeof tempDir>;
beforeEach(() => {
  root = tempDir("seed-");
});
afterEach(() => {
  root.remove();
});

/** A live build of a few pages, and an empty folder seeded from it. */
async function liveAndSeeded(pages: Record<string, string>) {
  const live = join(root.dir, "live");
  const next = join(root.dir, "next");
  for (const [page, body] of Object.entries(pages)) {
    await mkdir(join(live, page, ".."), { recursive: true });
    await writeFile(join(live, page), body);
  }
  await mkdir(next);
  const seed = await seedFrom(live, next, Object.keys(pages));
  return { live, next, seed };
}

const read = (path: string) => readFile(path, "utf8");

describe("protectOutDir", () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it("lets no Node write reach the live build through a link, and each write still lands in the new folder", async () => {
    const pages = Object.fromEntries(["a", "b", "c", "d", "e", "f", "g", "h", "i"].map((name) => [`p/${name}/index.html`, `live ${name}`]));
    const { live, next } = await liveAndSeeded(pages);
    restore = protectOutDir(next);
    const at = (name: string) => join(next, `p/${name}/index.html`);

    await writeFile(at("a"), "new a");
    fs.writeFileSync(at("b"), "new b");
    await appendFile(at("c"), " and more");
    await copyFile(join(root.dir, "live/p/a/index.html"), at("d"));
    await new Promise<void>((resolve, reject) => {
      const stream = fs.createWriteStream(at("e"));
      stream.on("error", reject);
      stream.end("new e", () => resolve());
    });
    const handle = await open(at("f"), "r+");
    await handle.write("NEW", 0);
    await handle.close();
    await truncate(at("g"), 2);
    // Written through a URL, as Astro names its output files.
    await writeFile(new URL(`file://${at("h")}`), "new h");
    fs.writeFileSync(at("i"), "new i", { flag: "a" });

    // Every live page is as it was...
    for (const [page, body] of Object.entries(pages)) expect(await read(join(live, page))).toBe(body);
    // ...and every new page says what was written, each now a file of its own.
    expect(await read(at("a"))).toBe("new a");
    expect(await read(at("b"))).toBe("new b");
    expect(await read(at("c"))).toBe("live c and more");
    expect(await read(at("d"))).toBe("live a");
    expect(await read(at("e"))).toBe("new e");
    expect(await read(at("f"))).toBe("NEWe f"); // "live f" with its first three bytes overwritten
    expect(await read(at("g"))).toBe("li");
    expect(await read(at("h"))).toBe("new h");
    expect(await read(at("i"))).toBe("live inew i");
    for (const name of ["a", "b", "c", "d", "e", "f", "g", "h", "i"]) expect((await stat(at(name))).nlink).toBe(1);
  });

  it("keeps the live file whole for the rarer calls too, and each still does what it says", async () => {
    const names = ["open-cb", "stream-a", "trunc", "wotrunc", "rdtrunc", "times", "mode"];
    const pages = Object.fromEntries(names.map((name) => [`p/${name}/index.html`, `live ${name}`]));
    const { live, next } = await liveAndSeeded(pages);
    restore = protectOutDir(next);
    const at = (name: string) => join(next, `p/${name}/index.html`);
    const { O_WRONLY, O_TRUNC, O_RDONLY } = fs.constants;

    // fs.open(path, callback): flags left out mean reading.
    await new Promise<void>((resolve, reject) => fs.open(at("open-cb"), (error, fd) => (error ? reject(error) : fs.close(fd, () => resolve()))));
    await new Promise<void>((resolve, reject) => {
      const stream = fs.createWriteStream(at("stream-a"), { flags: "a" });
      stream.on("error", reject);
      stream.end(" appended", () => resolve());
    });
    fs.truncateSync(at("trunc"));
    fs.closeSync(fs.openSync(at("wotrunc"), O_WRONLY | O_TRUNC)); // no O_CREAT: the path must still exist
    fs.closeSync(fs.openSync(at("rdtrunc"), O_RDONLY | O_TRUNC));
    fs.utimesSync(at("times"), new Date("2020-01-01"), new Date("2020-01-01"));
    fs.chmodSync(at("mode"), 0o600);

    for (const [page, body] of Object.entries(pages)) expect(await read(join(live, page))).toBe(body);
    expect(await read(at("open-cb"))).toBe("live open-cb");
    expect(await read(at("stream-a"))).toBe("live stream-a appended");
    expect(await read(at("trunc"))).toBe("");
    expect(await read(at("wotrunc"))).toBe("");
    expect(await read(at("rdtrunc"))).toBe("");
    expect((await stat(join(live, "p/times/index.html"))).mtime.getFullYear()).not.toBe(2020);
    expect((await stat(at("times"))).mtime.getFullYear()).toBe(2020);
    expect((await stat(join(live, "p/mode/index.html"))).mode & 0o777).not.toBe(0o600);
  });

  it("leaves writes outside the protected folder as they are", async () => {
    const { live, next } = await liveAndSeeded({ "x/index.html": "live" });
    const elsewhere = join(root.dir, "elsewhere.html");
    await link(join(live, "x/index.html"), elsewhere);
    restore = protectOutDir(next);
    await writeFile(elsewhere, "through");
    // Not the build folder: the link is shared as the caller asked, which shows the wrapper is scoped.
    expect(await read(join(live, "x/index.html"))).toBe("through");
  });

  it("is gone once removed", async () => {
    const { live, next } = await liveAndSeeded({ "x/index.html": "live" });
    protectOutDir(next)();
    await writeFile(join(next, "x/index.html"), "through");
    expect(await read(join(live, "x/index.html"))).toBe("through");
  });
});

describe("readManifestPages", () => {
  it("lists each keyed page's file, decoded, never a path that climbs out of the build folder", async () => {
    const file = join(root.dir, manifestName);
    await writeFile(
      file,
      JSON.stringify({
        version: 1,
        routes: {
          "src/pages/products/[handle].astro": {
            dependencyHash: "x",
            paths: {
              "/products/a": { cacheKey: "k1", outputFile: "products/a/index.html" },
              "/farm/Cedar Pass": { cacheKey: "k2", outputFile: "farm/Cedar%20Pass/index.html" },
              "/evil": { cacheKey: "k3", outputFile: "../../etc/passwd" },
            },
          },
        },
      }),
    );
    expect([...(await readManifestPages(file))!].sort()).toEqual(["etc/passwd", "farm/Cedar Pass/index.html", "products/a/index.html"]);
  });

  it("is null for a missing or malformed manifest, so the build renders every page", async () => {
    expect(await readManifestPages(join(root.dir, "none.json"))).toBeNull();
    const file = join(root.dir, manifestName);
    await writeFile(file, "{ not json");
    expect(await readManifestPages(file)).toBeNull();
    await writeFile(file, JSON.stringify({ routes: { r: { paths: { "/a": { outputFile: 7 } } } } }));
    expect(await readManifestPages(file)).toBeNull();
  });
});

describe("seedFrom and settleSeed", () => {
  it("links the live pages, skips the ones the live build lacks, then removes the pages the new build no longer has", async () => {
    const live = join(root.dir, "live");
    const next = join(root.dir, "next");
    await mkdir(join(live, "products/kept"), { recursive: true });
    await mkdir(join(live, "products/deleted"), { recursive: true });
    await writeFile(join(live, "products/kept/index.html"), "kept");
    await writeFile(join(live, "products/deleted/index.html"), "deleted");
    await mkdir(next);
    const seed = await seedFrom(live, next, ["products/kept/index.html", "products/deleted/index.html", "products/missing/index.html"]);
    expect({ linked: seed.linked, copied: seed.copied, placed: [...seed.placed.keys()].sort() }).toEqual({
      linked: 2,
      copied: 0,
      placed: ["products/deleted/index.html", "products/kept/index.html"],
    });
    expect((await stat(join(next, "products/kept/index.html"))).ino).toBe((await stat(join(live, "products/kept/index.html"))).ino);

    const { removed } = await settleSeed(next, seed, new Set(["products/kept/index.html"]));
    expect(removed).toBe(1);
    expect(await readdir(join(next, "products"))).toEqual(["kept"]); // the deleted product's folder is gone too
    expect(await read(join(live, "products/deleted/index.html"))).toBe("deleted");
  });

  it("keeps a page the build wrote afresh at a seeded path, even when no manifest lists it", async () => {
    const { next, seed } = await liveAndSeeded({ "about/index.html": "live about" });
    const restore = protectOutDir(next);
    try {
      await writeFile(join(next, "about/index.html"), "rendered about");
    } finally {
      restore();
    }
    expect((await settleSeed(next, seed, new Set())).removed).toBe(0);
    expect(await read(join(next, "about/index.html"))).toBe("rendered about");
  });

  it("treats a copied page (where no link could be made) as the build's own: written in place is fine, untouched and unlisted is removed", async () => {
    const live = join(root.dir, "live");
    const next = join(root.dir, "next");
    for (const name of ["rewritten", "dropped"]) {
      await mkdir(join(live, name), { recursive: true });
      await writeFile(join(live, name, "index.html"), `live ${name}`);
      await mkdir(join(next, name), { recursive: true });
      await copyFile(join(live, name, "index.html"), join(next, name, "index.html"));
    }
    const placed = async (page: string) => {
      const s = await stat(join(next, page), { bigint: true });
      return { ino: s.ino, size: s.size, mtimeNs: s.mtimeNs, linked: false };
    };
    const seed = {
      placed: new Map([
        ["rewritten/index.html", await placed("rewritten/index.html")],
        ["dropped/index.html", await placed("dropped/index.html")],
      ]),
      linked: 0,
      copied: 2,
    };
    await new Promise((resolve) => setTimeout(resolve, 5));
    fs.writeFileSync(join(next, "rewritten/index.html"), "the build's own page"); // in place: a copy has one link
    expect(await settleSeed(next, seed, new Set())).toEqual({ removed: 1 });
    expect(await read(join(next, "rewritten/index.html"))).toBe("the build's own page");
    expect(await readdir(next)).toEqual(["rewritten"]);
  });

  it("refuses the build when a seeded page was written in place, through the link", async () => {
    const { next, seed } = await liveAndSeeded({ "products/a/index.html": "live", "products/b/index.html": "live" });
    await writeFile(join(next, "products/a/index.html"), "written through"); // no protection: what break-links prevents
    await expect(settleSeed(next, seed, new Set(["products/a/index.html", "products/b/index.html"]))).rejects.toThrow(WroteThroughLinkError);
  });
});

describe("dropPageCopies", () => {
  it("drops Astro's copies of pages in its cache folder, and nothing else", async () => {
    const cache = join(root.dir, "cache");
    await mkdir(cache);
    const restore = dropPageCopies(cache);
    try {
      await mkdir(join(cache, "dist/products/honey"), { recursive: true });
      await writeFile(new URL(`file://${join(cache, "dist/products/honey/index.html")}`), "a copy");
      await mkdir(join(root.dir, "out/products/honey"), { recursive: true });
      await writeFile(join(root.dir, "out/products/honey/index.html"), "the page");
      await writeFile(join(cache, "data-store.json"), "{}");
      await mkdir(join(cache, "dist-other"));
      await writeFile(join(cache, "dist-other/kept.html"), "not a copy");
    } finally {
      restore();
    }
    expect((await readdir(cache)).sort()).toEqual(["data-store.json", "dist-other"]);
    expect(await read(join(root.dir, "out/products/honey/index.html"))).toBe("the page");
  });
});

describe("the preload Astro runs with", () => {
  const preload = fileURLToPath(new URL("../../../src/services/rebuilder/astro-preload.ts", import.meta.url));

  it("keeps every line of a process that exits at once while its reader is slow", async () => {
    const script = join(root.dir, "chatty.mjs");
    await writeFile(script, 'for (let i = 0; i < 20000; i++) console.log(`line ${i} ${"x".repeat(100)}`);\nprocess.exit(0);\n');
    const count = (nodeArgs: string[]) =>
      new Promise<number>((resolve, reject) => {
        const child = spawn(process.execPath, [...nodeArgs, script], { env: { ...process.env, OUT_DIR: root.dir }, stdio: ["ignore", "pipe", "inherit"] });
        let lines = 0;
        child.stdout.on("data", (chunk: Buffer) => {
          const until = Date.now() + 2; // a reader busy with other work
          while (Date.now() < until);
          lines += chunk.toString("utf8").split("\n").length - 1;
        });
        child.on("error", reject);
        child.on("close", () => resolve(lines));
      });
    expect(await count(["--import", preload])).toBe(20000);
  });
});
