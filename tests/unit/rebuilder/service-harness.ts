// The harness of the rebuilder's in-process tests (service*.test.ts): the Hono app (app.request, no port) in front of
// the core, with a fake build step that writes small sites into real temporary folders, fails, or waits until the
// test lets it finish. Importing it registers the hooks that make a fresh root, releases and service for each test;
// the exported bindings are live, so a test reads the current ones.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, expect } from "vitest";
import { createRebuilderApp, type RebuilderAppOptions } from "../../../src/services/rebuilder/app.ts";
import { createRebuilder, type RebuilderOptions, type RebuilderStatus } from "../../../src/services/rebuilder/rebuilder.ts";
import { Releases } from "../../../src/services/rebuilder/releases.ts";
import { adminToken, bearer, fakeBuilder, internalSecret, previousSecret, shopDomain, signedWebhook, tempDir, webhookSecret, type FakeBuilderControl } from "./support.ts";

export let root: ReturnType<typeof tempDir>;
export let releases: Releases;
export let fake: FakeBuilderControl;
export let service: ReturnType<typeof setup>;

beforeEach(async () => {
  root = tempDir("rebuilder-service-");
  releases = new Releases(join(root.dir, "site"));
  await releases.open();
  fake = fakeBuilder({ products: 20 });
  service = setup();
});
afterEach(async () => {
  await Promise.all(made.splice(0).map((rebuilder) => rebuilder.close()));
  await releases.close();
  root.remove();
});

/** A rebuilder with other settings for one test, in place of the default one. */
export function useService(core: Partial<RebuilderOptions> = {}, http: Partial<RebuilderAppOptions> = {}): ReturnType<typeof setup> {
  service = setup(core, http);
  return service;
}

/** Every rebuilder a test made, closed after it (a failed test included). */
const made: { close: () => Promise<void> }[] = [];

export function setup(core: Partial<RebuilderOptions> = {}, http: Partial<RebuilderAppOptions> = {}) {
  const rebuilder = createRebuilder({ releases, builder: fake.builder, keep: 3, settleMs: 0, ...core });
  made.push(rebuilder);
  const app = createRebuilderApp({
    rebuilder,
    webhookSecrets: [webhookSecret, previousSecret],
    shopDomain,
    internalSecrets: [internalSecret],
    adminToken,
    ...http,
  });
  return { rebuilder, app, send: (request: Request) => app.fetch(request) };
}

export const status = async (): Promise<RebuilderStatus> => (await (await service.app.request("/status", { headers: bearer() })).json()) as RebuilderStatus;
export const liveHome = () => readFile(join(releases.liveLink, "index.html"), "utf8");

/** Publishes one good build through a webhook and returns its id. */
export async function publishOne(site = fake.next.site): Promise<string> {
  fake.next = { site };
  expect((await service.send(signedWebhook())).status).toBe(200);
  await service.rebuilder.idle();
  const id = await releases.liveId();
  expect(id).toBe(fake.jobs.at(-1)!.id);
  return id!;
}

