// Which store a command uses, and what it says when the emulator's port is taken.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { startLocalEmulator, usesEmulator } from "../../../scripts/stack.ts";

describe("usesEmulator", () => {
  it("starts the emulator when no store is named", () => {
    expect(usesEmulator({})).toBe(true);
    expect(usesEmulator({ PUBLIC_SHOPIFY_STORE_DOMAIN: " " })).toBe(true);
  });
  it("uses any named store as named, on this machine or not, whatever EMULATOR_PORT says", () => {
    expect(usesEmulator({ PUBLIC_SHOPIFY_STORE_DOMAIN: "http://127.0.0.1:8822" })).toBe(false);
    expect(usesEmulator({ PUBLIC_SHOPIFY_STORE_DOMAIN: "my-shop.myshopify.com" })).toBe(false);
    expect(usesEmulator({ PUBLIC_SHOPIFY_STORE_DOMAIN: "http://127.0.0.1:8787" })).toBe(false);
    expect(usesEmulator({ PUBLIC_SHOPIFY_STORE_DOMAIN: "http://127.0.0.1:8931", EMULATOR_PORT: "8931" })).toBe(false);
    expect(usesEmulator({ PUBLIC_SHOPIFY_STORE_DOMAIN: "http://localhost:9000/", EMULATOR_PORT: "9000" })).toBe(false);
  });
});

describe("startLocalEmulator", () => {
  let taken: RunningEmulator;
  beforeAll(async () => {
    taken = await startEmulator({ port: 0 });
  });
  afterAll(async () => {
    await taken.close();
  });
  it("says what to do when its port is in use, instead of crashing with EADDRINUSE", async () => {
    const port = Number(new URL(taken.url).port);
    await expect(startLocalEmulator({ port })).rejects.toThrow(new RegExp(`Port ${port} is in use.*EMULATOR_PORT`));
  });
});

describe("the environment Astro is started with", () => {
  it("leaves out Vite's own variables, which would override the configured base", async () => {
    const { astroEnv } = await import("../../../src/services/shared/project.ts");
    expect(astroEnv({ BASE_URL: "/", MODE: "test", DEV: "1", PROD: "", SSR: "1", BASE_PATH: "/preview/x/", PATH: "/bin" })).toEqual({
      BASE_PATH: "/preview/x/",
      PATH: "/bin",
    });
  });
});
