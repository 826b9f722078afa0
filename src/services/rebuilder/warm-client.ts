// The rebuilder's side of the warm builder (warm-builder.ts): one child process at a time, started for a cold build
// with the build's variables, and asked for the builds after it while it holds the work folder's last build. A
// build with other variables, a cold build asked for (the code changed, the work folder was emptied), a failure or
// an abort stops the child; the next build starts a new one.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildNotesVariable } from "../../lib/build-notes.ts";
import type { ChangedItem } from "../../lib/storefront/catalogue-changes.ts";
import { astroEnv, projectRoot } from "../shared/project.ts";
import { lineSplitter } from "../shared/log.ts";
import type { BuildIo } from "./builder.ts";
import type { WarmBuildReply, WarmBuildRequest } from "./warm-builder.ts";

const builderScript = fileURLToPath(new URL("./warm-builder.ts", import.meta.url));
const astroPreload = fileURLToPath(new URL("./astro-preload.ts", import.meta.url));
/** How long a child may take to stop after SIGTERM before it is killed. */
const killGraceMs = 10_000;

/** The variables that decide what the child's bundle is: all but the notes file, which is new every build. */
function settingsOf(env: NodeJS.ProcessEnv): string {
  return JSON.stringify(
    Object.entries(astroEnv(env))
      .filter(([name]) => name !== buildNotesVariable)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

type Child = { process: ChildProcess; settings: string; built: boolean; exited: Promise<void> };

export type WarmBuilds = {
  /** Whether a build with these variables can continue in the child that made the last build. */
  canContinue(env: NodeJS.ProcessEnv): boolean;
  /** A build: `warm` continues in the child (canContinue must hold), else a new child makes Astro's own build. */
  build(env: NodeJS.ProcessEnv, io: BuildIo, options: { warm: boolean; items: ChangedItem[] | null }): Promise<WarmBuildReply & { type: "done" }>;
  close(): Promise<void>;
};

export function warmBuilds(): WarmBuilds {
  let child: Child | null = null;

  const stop = async (which: Child | null) => {
    if (!which) return;
    if (child === which) child = null;
    if (which.process.exitCode === null && which.process.signalCode === null) {
      which.process.kill("SIGTERM");
      const killer = setTimeout(() => which.process.kill("SIGKILL"), killGraceMs);
      killer.unref();
      await which.exited;
      clearTimeout(killer);
    }
  };

  const start = (env: NodeJS.ProcessEnv): Child => {
    const started = spawn(process.execPath, ["--import", astroPreload, builderScript], {
      cwd: projectRoot,
      env: astroEnv(env),
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    const exited = new Promise<void>((resolve) => {
      started.once("exit", () => resolve());
      started.once("error", () => resolve()); // not started at all
    });
    const made: Child = { process: started, settings: settingsOf(env), built: false, exited };
    // Output goes to whichever build is running: the child only writes while it builds.
    const out = lineSplitter((line) => current?.log(line));
    const err = lineSplitter((line) => current?.log(line));
    started.stdout!.on("data", out.write);
    started.stderr!.on("data", err.write);
    started.once("exit", () => {
      out.flush();
      err.flush();
      if (child === made) child = null;
    });
    return made;
  };
  let current: BuildIo | null = null;

  return {
    canContinue: (env) => child !== null && child.built && child.settings === settingsOf(env),

    async build(env, io, { warm, items }) {
      io.signal.throwIfAborted();
      if (!warm || !child || !child.built || child.settings !== settingsOf(env)) {
        await stop(child);
        child = start(env);
      }
      const running = child;
      current = io;
      const request: WarmBuildRequest = { type: "build", notesFile: env[buildNotesVariable] ?? "", items: warm ? items : null };
      try {
        const reply = await new Promise<WarmBuildReply>((resolve, reject) => {
          const onMessage = (message: WarmBuildReply) => {
            if (message?.type === "done" || message?.type === "failed") finish(() => resolve(message));
          };
          const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
            finish(() => reject(new Error(`the warm builder stopped during the build (${signal ?? `exit code ${code}`})`)));
          const onError = (error: Error) => finish(() => reject(error));
          const onAbort = () => finish(() => reject(new Error(`the build was stopped: ${String(io.signal.reason)}`)));
          const finish = (settle: () => void) => {
            running.process.off("message", onMessage);
            running.process.off("exit", onExit);
            running.process.off("error", onError);
            io.signal.removeEventListener("abort", onAbort);
            settle();
          };
          running.process.on("message", onMessage);
          running.process.once("exit", onExit);
          running.process.once("error", onError);
          io.signal.addEventListener("abort", onAbort, { once: true });
          running.process.send(request);
        });
        if (reply.type === "failed") throw Object.assign(new Error(reply.message), { name: reply.name, ...(reply.status === undefined ? {} : { status: reply.status }) });
        running.built = true;
        return reply;
      } catch (error) {
        await stop(running);
        throw error;
      } finally {
        current = null;
      }
    },

    close: () => stop(child),
  };
}
