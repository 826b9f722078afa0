// Shared pieces of the rebuilder's tests: temporary roots, a fake build step that writes a small site (or fails,
// or waits until the test lets it go), signed requests, and a hash of every file of a folder.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import type { Builder, BuildJob } from "../../../src/services/rebuilder/build-contract.ts";
import { webhookRequest } from "../../../src/services/rebuilder/notify.ts";

export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A promise the test resolves when it chooses: lets a fake build wait without any timing. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** A page whose end repeats its start, so a reader can tell a whole page from a cut or mixed one. */
export function page(marker: string, size = 16 * 1024): string {
  const head = `<!doctype html><title>${marker}</title><main>`;
  const tail = `</main><!-- end ${marker} -->`;
  return head + "x".repeat(Math.max(0, size - head.length - tail.length)) + tail;
}

export type FakeSite = { products: number; collections?: number; farms?: number; marker?: string; pageSize?: number };

/** Writes a small site in the layout of the real build: index.html, products/<h>/, collections/<h>/, farm/<slug>/. */
export async function writeSite(dir: string, site: FakeSite): Promise<{ products: string[]; collections: string[]; farms: string[] }> {
  const marker = site.marker ?? "site";
  const names = {
    products: Array.from({ length: site.products }, (_, i) => `product-${i}`),
    collections: Array.from({ length: site.collections ?? 2 }, (_, i) => `collection-${i}`),
    farms: Array.from({ length: site.farms ?? 2 }, (_, i) => `Farm & Field ${i}`),
  };
  const write = async (path: string, text: string) => {
    await mkdir(join(dir, path, ".."), { recursive: true });
    await writeFile(join(dir, path), text);
  };
  await write("index.html", page(`${marker} home`, site.pageSize));
  await write("404.html", page(`${marker} 404`, 1024));
  for (const handle of names.products) await write(`products/${handle}/index.html`, page(`${marker} ${handle}`, site.pageSize));
  for (const handle of names.collections) await write(`collections/${handle}/index.html`, page(`${marker} ${handle}`, site.pageSize));
  for (const slug of names.farms) await write(`farm/${slug}/index.html`, page(`${marker} ${slug}`, site.pageSize));
  return names;
}

export type FakeBuilderControl = {
  builder: Builder;
  /** Every job the builder was handed, in order. */
  jobs: BuildJob[];
  /** What the next builds do; change it between builds. */
  next: {
    site: FakeSite;
    fail?: string;
    /** The build waits for this before finishing (after writing its pages). */
    wait?: Promise<void>;
    /** Names the build reports beyond those it wrote (pages it "forgot"). */
    alsoExpected?: { products?: string[] };
  };
};

/** A build step that writes a FakeSite into the job's folder and reports what it wrote as expected. */
export function fakeBuilder(site: FakeSite = { products: 10 }): FakeBuilderControl {
  const control: FakeBuilderControl = {
    jobs: [],
    next: { site },
    builder: async (job) => {
      control.jobs.push(job);
      const plan = { ...control.next };
      job.log(`building ${job.id}`);
      const names = await writeSite(job.dir, { ...plan.site, marker: plan.site.marker ?? job.id });
      if (plan.wait) await plan.wait;
      if (plan.fail) {
        job.log(`error: ${plan.fail}`);
        throw new Error(plan.fail);
      }
      return { expected: { ...names, products: [...names.products, ...(plan.alsoExpected?.products ?? [])] } };
    },
  };
  return control;
}

/** sha256 of every file under `dir`, by relative path: equal maps mean byte-for-byte equal trees. */
export async function hashTree(dir: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else hashes.set(relative(dir, path), createHash("sha256").update(await readFile(path)).digest("hex"));
    }
  };
  await walk(dir);
  return hashes;
}

export const webhookSecret = "shpss_current_secret_for_tests";
export const previousSecret = "shpss_previous_secret_for_tests";
export const adminToken = "admin-token-for-tests";
export const internalSecret = "internal-secret-for-tests";

/** The shop the tests' rebuilders build, as X-Shopify-Shop-Domain names it. */
export const shopDomain = "harvest-and-hearth.myshopify.com";

let counter = 0;
/**
 * A webhook as Shopify sends it. Each has a body of its own unless one is given (the title names the webhook), as
 * two changes of a product differ in their bodies: an identical body is taken for a repeat.
 */
export function signedWebhook(
  options: { topic?: string; id?: string; eventId?: string; secret?: string; payload?: unknown; shop?: string; triggeredAt?: Date } = {},
): Request {
  const webhookId = options.id ?? `webhook-${++counter}`;
  return webhookRequest("http://rebuilder.test/webhooks", {
    secret: options.secret ?? webhookSecret,
    topic: options.topic ?? "products/update",
    webhookId,
    shopDomain: options.shop ?? shopDomain,
    ...(options.eventId ? { eventId: options.eventId } : {}),
    ...(options.triggeredAt ? { triggeredAt: options.triggeredAt } : {}),
    payload: options.payload ?? { id: 1001, handle: "wildflower-honey", title: `Wildflower honey (${webhookId})` },
  });
}

export const bearer = (token = adminToken) => ({ Authorization: `Bearer ${token}` });
