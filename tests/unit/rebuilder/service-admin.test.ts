// The rebuilder end to end in-process (service-harness.ts): rollback, the admin routes, internal calls, the deploy command.
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commandDeployer } from "../../../src/services/rebuilder/deploy.ts";
import { internalRebuildRequest } from "../../../src/services/rebuilder/notify.ts";
import { sign } from "../../../src/services/rebuilder/signature.ts";
import { adminToken, bearer, internalSecret, webhookSecret } from "./support.ts";
import { fake, liveHome, publishOne, releases, root, service, setup, status, useService } from "./service-harness.ts";

describe("POST /rollback", () => {
  it("points live back at the previous good build at once (admin only)", async () => {
    const first = await publishOne();
    const second = await publishOne();
    expect(await liveHome()).toContain(`${second} home`);
    expect((await service.app.request("/rollback", { method: "POST" })).status).toBe(401);
    expect(await releases.liveId()).toBe(second);
    const response = await service.app.request("/rollback", { method: "POST", headers: bearer() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ live: first, replaced: second });
    expect(await liveHome()).toContain(`${first} home`);
    const report = await status();
    expect(report.live?.id).toBe(first);
    expect(report.lastRollback).toMatchObject({ from: second, to: first });
    // Nothing older to go back to.
    expect((await service.app.request("/rollback", { method: "POST", headers: bearer() })).status).toBe(409);
    expect(await releases.liveId()).toBe(first);
  });

  it("never rolls back to a build an editor rolled back from", async () => {
    const a = await publishOne();
    const b = await publishOne();
    const bad = await publishOne();
    expect(await (await service.app.request("/rollback", { method: "POST", headers: bearer() })).json()).toEqual({ live: b, replaced: bad });
    const d = await publishOne();
    expect((await status()).good).toEqual([a, b, d]);
    expect(await (await service.app.request("/rollback", { method: "POST", headers: bearer() })).json()).toEqual({ live: b, replaced: d });
  });

  it("keeps only the newest builds, and never the live one or its predecessor", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await publishOne());
    expect((await readdir(releases.buildsDir)).sort()).toEqual(ids.slice(3).sort());
    expect((await status()).good).toEqual(ids.slice(3));
  });
});

describe("admin endpoints", () => {
  it("need the admin token; without one configured they are off", async () => {
    expect((await service.app.request("/status")).status).toBe(401);
    expect((await service.app.request("/status", { headers: { Authorization: `Basic ${adminToken}` } })).status).toBe(401);
    expect((await service.app.request("/status", { headers: bearer() })).status).toBe(200);
    const off = setup({}, { adminToken: undefined });
    for (const [method, path] of [["GET", "/status"], ["POST", "/rebuild"], ["POST", "/rollback"]] as const) {
      expect((await off.app.request(path, { method, headers: bearer() })).status).toBe(503);
    }
    await off.rebuilder.idle();
    expect(fake.jobs).toHaveLength(0);
  });

  it("/health answers without a token; unknown paths are 404", async () => {
    expect(await (await service.app.request("/health")).json()).toEqual({ ok: true });
    expect((await service.app.request("/webhooks")).status).toBe(404);
    expect((await service.app.request("/nope", { method: "POST" })).status).toBe(404);
  });
});

describe("POST /internal/rebuild", () => {
  const url = "http://rebuilder.test/internal/rebuild";

  it("builds when the review service asks with a signed call", async () => {
    const response = await service.send(internalRebuildRequest(url, { secret: internalSecret, reason: "review-published", id: "review-17" }));
    expect(response.status).toBe(200);
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(1);
    expect((await status()).builds[0]!.trigger).toMatchObject({ sources: ["internal"], reasons: ["review-published"], webhookIds: ["review-17"] });
  });

  it("refuses a call signed with the webhook secret, a stale call, a replayed call and a malformed one", async () => {
    expect((await service.send(internalRebuildRequest(url, { secret: webhookSecret, reason: "x" }))).status).toBe(401);
    const stale = internalRebuildRequest(url, { secret: internalSecret, reason: "x", now: new Date(Date.now() - 10 * 60_000) });
    expect((await service.send(stale)).status).toBe(401);
    expect((await service.send(internalRebuildRequest(url, { secret: internalSecret, reason: "x", id: "once" }))).status).toBe(200);
    const replay = await service.send(internalRebuildRequest(url, { secret: internalSecret, reason: "x", id: "once" }));
    expect(await replay.json()).toEqual({ accepted: false, duplicate: true });
    const body = JSON.stringify({ id: "no-reason", sentAt: new Date().toISOString() });
    const malformed = await service.app.request("/internal/rebuild", { method: "POST", headers: { "X-Rebuilder-Hmac-Sha256": sign(body, internalSecret) }, body });
    expect(malformed.status).toBe(400);
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(1);
  });

  it("is off when no internal secret is set", async () => {
    const off = setup({}, { internalSecrets: [] });
    expect((await off.send(internalRebuildRequest(url, { secret: internalSecret, reason: "x" }))).status).toBe(401);
  });
});

describe("deploy command", () => {
  // Which variables the command sees is checked through the service's own wiring (server.test.ts).
  it("runs after a publish with the live folder in REBUILDER_LIVE_DIR, and its outcome shows in the status", async () => {
    await service.rebuilder.close();
    const out = join(root.dir, "deployed.txt");
    const command = `printf '%s|%s' "$REBUILDER_LIVE_DIR" "$REBUILDER_BUILD_ID" > '${out}'; echo deployed`;
    useService({ deploy: commandDeployer(command, { env: process.env, timeoutMs: 30_000 }) });
    const id = await publishOne();
    expect(await readFile(out, "utf8")).toBe(`${releases.dirOf(id)}|${id}`);
    expect((await status()).builds[0]!.deploy).toMatchObject({ ok: true, exitCode: 0, logTail: ["deployed"] });
  });

  it("reports a failed deploy; the local swap stands", async () => {
    await service.rebuilder.close();
    useService({ deploy: commandDeployer("echo 'upload refused' >&2; exit 3", { env: process.env, timeoutMs: 30_000 }) });
    const id = await publishOne();
    const build = (await status()).builds[0]!;
    expect(build.outcome).toBe("published");
    expect(build.deploy).toMatchObject({ ok: false, exitCode: 3, logTail: ["upload refused"], error: expect.stringMatching(/exit code 3/) });
    expect(await releases.liveId()).toBe(id);
  });
});
