// Storefront API versions from Shopify's quarterly calendar, the version that answers a request (falling forward
// from retired ones, named in X-Shopify-API-Version), publicApiVersions, and the server-side private token.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { servedApiVersion, storefrontApiVersions } from "../../../scripts/emulator/api-versions.ts";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { startFixtureEmulator } from "./helpers.ts";

const handles = (date: string) => storefrontApiVersions(new Date(date)).map((v) => v.handle);

describe("storefrontApiVersions", () => {
  it("lists four supported stable versions, then the release candidate and unstable (23 November 2026)", () => {
    expect(storefrontApiVersions(new Date("2026-11-23T12:00:00Z"))).toEqual([
      { handle: "2026-01", displayName: "2026-01", supported: true },
      { handle: "2026-04", displayName: "2026-04", supported: true },
      { handle: "2026-07", displayName: "2026-07", supported: true },
      { handle: "2026-10", displayName: "2026-10 (Latest)", supported: true },
      { handle: "2027-01", displayName: "2027-01 (Release candidate)", supported: false },
      { handle: "unstable", displayName: "unstable", supported: false },
    ]);
  });

  it("moves on at 17:00 UTC on the first day of a quarter, across years too", () => {
    expect(handles("2026-10-01T16:59:59Z")).toEqual(["2025-10", "2026-01", "2026-04", "2026-07", "2026-10", "unstable"]);
    expect(handles("2026-10-01T17:00:00Z")).toEqual(["2026-01", "2026-04", "2026-07", "2026-10", "2027-01", "unstable"]);
    expect(handles("2027-01-01T17:00:00Z")).toEqual(["2026-04", "2026-07", "2026-10", "2027-01", "2027-04", "unstable"]);
    expect(handles("2026-03-31T23:00:00Z")).toEqual(["2025-04", "2025-07", "2025-10", "2026-01", "2026-04", "unstable"]);
  });
});

describe("servedApiVersion", () => {
  const versions = storefrontApiVersions(new Date("2026-11-23T12:00:00Z"));

  it("serves every public version as itself", () => {
    for (const handle of ["2026-01", "2026-04", "2026-10", "2027-01", "unstable"]) expect(servedApiVersion(handle, versions)).toBe(handle);
  });

  it("falls forward from a retired quarterly version to the oldest supported one", () => {
    for (const handle of ["2025-10", "2019-04"]) expect(servedApiVersion(handle, versions), handle).toBe("2026-01");
    // Not a release month, or not released yet: refused, so a typo is noticed.
    for (const handle of ["2026-05", "2025-11", "2027-04", "2031-01"]) expect(servedApiVersion(handle, versions), handle).toBeNull();
  });

  it("answers null for names that are not versions", () => {
    for (const handle of ["2026-4", "2026-13", "2026-00", "latest", "2026-04-01", ""]) expect(servedApiVersion(handle, versions), handle).toBeNull();
  });
});

describe("the GraphQL endpoint's versions", () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startFixtureEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  const post = (version: string, headers: Record<string, string> = { "X-Shopify-Storefront-Access-Token": "emulator-public-token" }, query = "{ shop { name } }") =>
    fetch(`${emulator.url}/api/${version}/graphql.json`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ query }),
    });

  it("answers every public version with the same schema, naming it in X-Shopify-API-Version", async () => {
    const now = storefrontApiVersions(new Date());
    for (const { handle } of now) {
      const response = await post(handle);
      expect(response.status, handle).toBe(200);
      expect(response.headers.get("x-shopify-api-version"), handle).toBe(handle);
      expect(await response.json()).toEqual({ data: { shop: { name: "Harvest & Hearth" } } });
    }
  });

  it("serves a retired version as the oldest supported one, and says so", async () => {
    const oldest = storefrontApiVersions(new Date()).find((v) => v.supported)!.handle;
    const response = await post("2019-04");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-shopify-api-version")).toBe(oldest);
    expect(response.headers.get("access-control-expose-headers")).toMatch(/X-Shopify-API-Version/i);
    expect((await response.json()).data.shop.name).toBe("Harvest & Hearth");
  });

  it("names the version on refusals too, and answers 404 for a malformed one", async () => {
    const refused = await post("2026-04", {});
    expect(refused.status).toBe(401);
    expect(refused.headers.get("x-shopify-api-version")).toBeTruthy();
    const get = await fetch(`${emulator.url}/api/unstable/graphql.json`);
    expect(get.status).toBe(405);
    expect(get.headers.get("x-shopify-api-version")).toBe("unstable");
    for (const version of ["2026-4", "latest", "2026-13"]) {
      const response = await post(version);
      expect(response.status, version).toBe(404);
      expect(response.headers.get("x-shopify-api-version"), version).toBeNull();
      expect((await response.json()).errors, version).toMatch(/is not a Storefront API version/);
    }
  });

  it("lists the versions in publicApiVersions: stable ones supported, the release candidate and unstable not", async () => {
    const response = await post("2026-04", undefined, "{ publicApiVersions { handle displayName supported } }");
    const listed = (await response.json()).data.publicApiVersions as { handle: string; displayName: string; supported: boolean }[];
    expect(listed).toEqual(storefrontApiVersions(new Date()));
    expect(listed.filter((v) => v.supported)).toHaveLength(4);
    expect(listed.at(-1)).toEqual({ handle: "unstable", displayName: "unstable", supported: false });
    expect(listed.filter((v) => /Latest/.test(v.displayName))).toHaveLength(1);
  });
});

describe("the private token", () => {
  const send = (emulator: RunningEmulator, headers: Record<string, string>) =>
    fetch(emulator.graphqlUrl, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify({ query: "{ shop { name } }" }) });

  it("is refused when none is configured, even next to a valid public token", async () => {
    const emulator = await startFixtureEmulator();
    try {
      expect(emulator.privateToken).toBeNull();
      const alone = await send(emulator, { "Shopify-Storefront-Private-Token": "anything" });
      expect(alone.status).toBe(401);
      expect((await alone.json()).errors).toMatch(/Invalid Storefront private access token.*no private token/);
      const both = await send(emulator, { "Shopify-Storefront-Private-Token": "anything", "X-Shopify-Storefront-Access-Token": emulator.token });
      expect(both.status).toBe(401);
    } finally {
      await emulator.close();
    }
  });

  it("is accepted when configured, by option or by EMULATOR_PRIVATE_TOKEN, and a wrong one is refused", async () => {
    const byOption = await startFixtureEmulator({ privateToken: "server-secret" });
    vi.stubEnv("EMULATOR_PRIVATE_TOKEN", "from-the-environment");
    const byEnv = await startFixtureEmulator();
    vi.unstubAllEnvs();
    try {
      const ok = await send(byOption, { "Shopify-Storefront-Private-Token": "server-secret", "Shopify-Storefront-Buyer-IP": "192.0.2.1" });
      expect(ok.status).toBe(200);
      expect((await ok.json()).data.shop.name).toBe("Harvest & Hearth");
      const wrong = await send(byOption, { "Shopify-Storefront-Private-Token": "emulator-public-token" });
      expect(wrong.status).toBe(401);
      expect((await wrong.json()).errors).toMatch(/Invalid Storefront private access token/);
      // The public token keeps working beside a private one.
      expect((await send(byOption, { "X-Shopify-Storefront-Access-Token": byOption.token })).status).toBe(200);
      expect(byEnv.privateToken).toBe("from-the-environment");
      expect((await send(byEnv, { "Shopify-Storefront-Private-Token": "from-the-environment" })).status).toBe(200);
    } finally {
      await byOption.close();
      await byEnv.close();
    }
  });
});
