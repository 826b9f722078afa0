// No credential reaches a build or the deploy command. The variables tried are every one README.md names (parsed
// from it, so a variable added to the README is covered without touching this test), each set to a value; only
// the Storefront API's public token (both) and the review service's bulk-read token (builds only) may pass.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildEnvironment } from "../../../src/services/rebuilder/builder.ts";

/**
 * Every variable name README.md writes in backticks: `NAME`, `NAME=value`, and a suffix written after its variable
 * in the same line (`REBUILDER_WEBHOOK_SECRET` (+ `_PREVIOUS`) is REBUILDER_WEBHOOK_SECRET_PREVIOUS too).
 */
function readmeVariables(): string[] {
  const readme = readFileSync(fileURLToPath(new URL("../../../README.md", import.meta.url)), "utf8");
  const names = new Set<string>();
  for (const line of readme.split("\n")) {
    let last: string | null = null;
    for (const [, token] of line.matchAll(/`([A-Za-z0-9_]+)(?:=[^`]*)?`/g)) {
      if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(token!)) {
        names.add(token!);
        last = token!;
      } else if (/^_[A-Z0-9_]+$/.test(token!) && last) {
        names.add(last + token);
      }
    }
  }
  return [...names].sort();
}

const variables = readmeVariables();
const everyVariable = Object.fromEntries(variables.map((name) => [name, `value-of-${name}`]));
/** What the brief calls a credential: a name that says secret, token, key or password (written here, not imported). */
const credential = /SECRET|TOKEN|KEY|PASSWORD/i;
const credentials = (env: NodeJS.ProcessEnv) => Object.keys(env).filter((name) => credential.test(name)).sort();

describe("the variables a build and the deploy command see", () => {
  it("finds the README's variables, the credentials among them", () => {
    // Guards the parse itself: without these the checks below would pass over nothing.
    for (const name of ["REBUILDER_WEBHOOK_SECRET", "REBUILDER_WEBHOOK_SECRET_PREVIOUS", "REBUILDER_ADMIN_TOKEN", "EMULATOR_WEBHOOK_SECRET", "EMULATOR_ADMIN_TOKEN", "JUDGEME_API_TOKEN", "PUBLIC_SHOPIFY_STOREFRONT_TOKEN"]) {
      expect(variables).toContain(name);
    }
  });

  it("gives a build no credential of the README's but the Storefront public token and the reviews read token", () => {
    const env = { ...everyVariable, REVIEWS_READ_TOKEN: "reviews-read" };
    expect(credentials(buildEnvironment(env))).toEqual(["PUBLIC_SHOPIFY_STOREFRONT_TOKEN", "REVIEWS_READ_TOKEN"]);
    // Named by hand in REBUILDER_BUILD_ENV, every one of them, changes nothing.
    expect(credentials(buildEnvironment(env, Object.keys(env)))).toEqual(["PUBLIC_SHOPIFY_STOREFRONT_TOKEN", "REVIEWS_READ_TOKEN"]);
  });

  it("gives the deploy command no credential of the README's but the Storefront public token", () => {
    const env = { ...everyVariable, REVIEWS_READ_TOKEN: "reviews-read" };
    expect(credentials(buildEnvironment(env, [], "deploy"))).toEqual(["PUBLIC_SHOPIFY_STOREFRONT_TOKEN"]);
    expect(credentials(buildEnvironment(env, Object.keys(env), "deploy"))).toEqual(["PUBLIC_SHOPIFY_STOREFRONT_TOKEN"]);
  });

  it("passes an operator's own credential to the deploy command only when REBUILDER_DEPLOY_ENV names it", () => {
    const env = { ...everyVariable, CDN_UPLOAD_TOKEN: "cdn" };
    expect(buildEnvironment(env, [], "deploy")).not.toHaveProperty("CDN_UPLOAD_TOKEN");
    expect(buildEnvironment(env, ["CDN_UPLOAD_TOKEN"], "deploy")).toHaveProperty("CDN_UPLOAD_TOKEN", "cdn");
  });

  it("keeps every README variable that is not a credential and that the site reads", () => {
    const passed = buildEnvironment(everyVariable);
    for (const name of ["PUBLIC_SHOPIFY_STORE_DOMAIN", "PUBLIC_REVIEWS_URL", "SITE_URL", "BASE_PATH", "IMAGE_PROXY_PATH", "EMULATOR_PORT"]) expect(passed).toHaveProperty(name);
  });
});
