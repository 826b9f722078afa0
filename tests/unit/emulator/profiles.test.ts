// Catalogue profiles: the hostile store and the empty or shrunken ones, served over GraphQL as a store would.
import { afterEach, describe, expect, it } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { hostileCatalogueFacts } from "../../../scripts/emulator/catalogue/profiles.ts";

let running: RunningEmulator | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function query<T>(emulator: RunningEmulator, text: string): Promise<T> {
  const res = await fetch(emulator.graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "X-Shopify-Storefront-Access-Token": emulator.token },
    body: JSON.stringify({ query: text }),
  });
  return ((await res.json()) as { data: T }).data;
}

type Farms = { metaobjects: { nodes: { fields: { key: string; value: string | null }[] }[] } };
const farmsQuery = '{ metaobjects(type: "farmer", first: 250) { nodes { fields { key value } } } }';
const names = (data: Farms) => data.metaobjects.nodes.map((n) => n.fields.find((f) => f.key === "name")!.value);

describe("catalogue profiles", () => {
  it("hostile: farm names come back exactly, NFD included, with vendors that drift", async () => {
    running = await startEmulator({ port: 0, profile: "hostile" });
    const farmNames = names(await query<Farms>(running, farmsQuery));
    for (const name of Object.values(hostileCatalogueFacts.farmNames)) expect(farmNames).toContain(name);
    expect(farmNames).toContain("Cooperativa Cafe\u0301 Alto Huila");
    const { products } = await query<{ products: { nodes: { vendor: string; title: string; descriptionHtml: string }[] } }>(
      running,
      "{ products(first: 250) { nodes { vendor title descriptionHtml } } }",
    );
    const vendors = new Set(products.nodes.map((p) => p.vendor));
    expect(vendors).toContain("  Bay  #9 Oysters ");
    expect(vendors).toContain("Cooperativa Caf\u00e9 Alto Huila");
    expect(vendors).toContain(hostileCatalogueFacts.orphanVendor);
    // The store serves what it holds: sanitising is the shop's job.
    expect(products.nodes.some((p) => p.descriptionHtml.includes('onerror="window.__xss=1"'))).toBe(true);
    expect(products.nodes.some((p) => p.title.includes("</script>"))).toBe(true);
  });

  it("no-farms, no-collections and no-products serve empty lists", async () => {
    running = await startEmulator({ port: 0, profile: "no-farms" });
    expect(names(await query<Farms>(running, farmsQuery))).toEqual([]);
    await running.close();
    running = await startEmulator({ port: 0, profile: "no-collections" });
    expect((await query<{ collections: { nodes: unknown[] } }>(running, "{ collections(first: 250) { nodes { handle } } }")).collections.nodes).toEqual([]);
    await running.close();
    running = await startEmulator({ port: 0, profile: "no-products" });
    expect((await query<{ products: { nodes: unknown[] } }>(running, "{ products(first: 250) { nodes { handle } } }")).products.nodes).toEqual([]);
  });

  it("tiny keeps the first 5 products", async () => {
    running = await startEmulator({ port: 0, profile: "tiny" });
    expect(running.store.products).toHaveLength(5);
  });

  it("refuses an unknown profile, naming the known ones", async () => {
    await expect(startEmulator({ port: 0, profile: "chaos" })).rejects.toThrow(/Unknown catalogue profile 'chaos' \(known: hostile, /);
  });
});
