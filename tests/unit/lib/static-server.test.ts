import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeReserved, serveStatic, type StaticServer } from "../../../scripts/static-server.ts";

describe("the static server of npm start and the tests", () => {
  let dir: string;
  let root: StaticServer;
  let preview: StaticServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "site-"));
    mkdirSync(join(dir, "farm", "Cacao & Clay"), { recursive: true });
    writeFileSync(join(dir, "index.html"), "home");
    writeFileSync(join(dir, "404.html"), "not found page");
    writeFileSync(join(dir, "farm", "Cacao & Clay", "index.html"), "cacao farm");
    root = await serveStatic({ dir, port: 0 });
    preview = await serveStatic({ dir, port: 0, base: "/preview/x/" });
  });
  afterAll(async () => {
    await root.close();
    await preview.close();
  });

  it("serves a folder's index.html, also for names with reserved characters", async () => {
    const response = await fetch(`${root.url}farm/Cacao%20%26%20Clay`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("cacao farm");
  });
  it("answers an unknown path with 404.html and status 404", async () => {
    const response = await fetch(`${root.url}no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("not found page");
  });
  it("serves only under the base path", async () => {
    expect(await (await fetch(`${preview.url}farm/Cacao%20%26%20Clay`)).text()).toBe("cacao farm");
    expect(preview.url).toMatch(/\/preview\/x\/$/);
    const outside = await fetch(preview.url.replace("/preview/x/", "/farm/Cacao%20%26%20Clay"));
    expect(outside.status).toBe(404);
  });
  it("keeps encoded slashes encoded", () => {
    expect(decodeReserved("/farm/A%20%26%20B%2Fc")).toBe("/farm/A%20&%20B%2Fc");
  });
});
