// Starting an in-process emulator on a free port and talking to it, for the server tests.
import { startEmulator, type EmulatorOptions, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { fixtureCatalogue } from "./fixture.ts";

export type GraphQLResponse<T = any> = { data?: T; errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[] };

export async function startFixtureEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ port: 0, catalogue: fixtureCatalogue(), ...options });
}

export function graphqlClient(emulator: RunningEmulator) {
  return async function gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
    const response = await fetch(emulator.graphqlUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": emulator.token },
      body: JSON.stringify({ query, variables }),
    });
    if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    return (await response.json()) as GraphQLResponse<T>;
  };
}

/** The data of a response that must have succeeded. */
export async function dataOf<T = any>(response: Promise<GraphQLResponse<T>>): Promise<T> {
  const result = await response;
  if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
  return result.data as T;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Matches the URL the emulator gives a picture: Shopify's shape, `{origin}/media/images/{key}.jpg?v={10 digits}`,
 * followed by `&{transform}` when one is given.
 */
export function pictureUrl(origin: string, key: string, transform = ""): RegExp {
  const base = `^${escapeRegExp(`${origin}/media/images/${encodeURIComponent(key)}.jpg`)}\\?v=\\d{10}`;
  return new RegExp(`${base}${transform === "" ? "" : escapeRegExp(`&${transform}`)}$`);
}

/** The Accept header Chromium sends for an <img>. */
export const BROWSER_IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
