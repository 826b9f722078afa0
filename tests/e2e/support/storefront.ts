// Test helpers that ask the emulator what the catalogue holds, so tests pick real handles instead of guessing.
const apiVersion = "2026-04";

export async function storefrontQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const url = process.env.E2E_EMULATOR_URL;
  if (!url) throw new Error("E2E_EMULATOR_URL is not set: run the tests through Playwright's global setup");
  const response = await fetch(`${url}/api/${apiVersion}/graphql.json`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": "emulator-public-token" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`emulator query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export async function firstProductHandle(): Promise<string> {
  const data = await storefrontQuery<{ products: { nodes: { handle: string }[] } }>(
    "{ products(first: 1) { nodes { handle } } }",
  );
  return data.products.nodes[0]!.handle;
}
