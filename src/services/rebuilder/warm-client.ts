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

/** A warm build that failed; `touched` says whether it had begun to change the work folder. */
export class WarmBuildError extends Error {
  override name = "WarmBuildError";
  readonly touched: boolean;
  constructor(message: string, touched: boolean, options?: ErrorOptions) {
    super(message, options);
    this.touched = touched;
  }
}

/** How often, at least, a warm build reads the whole catalogue (REBUILDER_WHOLE_READ_MINUTES, default 15). */
export const defaultWholeReadEveryMs = 15 * 60_000;

/**
 * `wholeReadEveryMs`: a warm build whose last whole read of the catalogue is older reads it whole, whatever its
 * webhooks named, catching what the store changed without one (catalogue-changes.ts).
 */
export function warmBuilds(options: { wholeReadEveryMs?: number; now?: () => number } = {}): WarmBuilds {
  const wholeReadEveryMs = options.wholeReadEveryMs ?? defaultWholeReadEveryMs;
  const now = options.now ?? Date.now;
  let child: Child | null = null;
  let closed = false;
  /** When the child last read the catalogue whole (its cold build, or a warm build that read whole). */
  let wholeReadAt = 0;

  /** The stop under way, if any: a new child starts, and close() returns, only once the old one has exited. */
  let stopping: Promise<void> = Promise.resolve();
  const stop = (which: Child | null): Promise<void> => {
    if (!which) return stopping;
    if (child === which) child = null;
    const previous = stopping;
    stopping = (async () => {
      await previous;
      if (which.process.exitCode === null && which.process.signalCode === null) {
        which.process.kill("SIGTERM");
        const killer = setTimeout(() => which.process.kill("SIGKILL"), killGraceMs);
        killer.unref();
        await which.exited;
        clearTimeout(killer);
      }
    })();
    return stopping;
  };

  /** The build the child's output belongs to. */
  let current: BuildIo | null = null;
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
    // Output goes to the build that asked last: the child only writes while it builds, and a line it wrote just
    // before it ended still reaches that build's log.
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
  const continues = (env: NodeJS.ProcessEnv) => child !== null && child.built && child.settings === settingsOf(env);
  const refuseIfStopping = (io: BuildIo) => {
    if (io.signal.aborted) throw new WarmBuildError(`the build was stopped: ${String(io.signal.reason)}`, false);
    if (closed) throw new WarmBuildError("the rebuilder is stopping: no build starts", false);
  };

  return {
    canContinue: continues,

    async build(env, io, { warm, items }) {
      refuseIfStopping(io);
      if (warm && !continues(env)) {
        // Gone between the check and the build (it stopped, or another build replaced it): the work folder is as the
        // last build left it, and the caller builds cold.
        throw new WarmBuildError("the warm builder that made the last build is no longer running", false);
      }
      if (!warm) {
        // Resolves once every stop under way has ended (stop returns the chain of them).
        await stop(child);
        // Stopping takes a moment: a stop of the service or of this build meanwhile starts nothing.
        refuseIfStopping(io);
        child = start(env);
      }
      const running = child!;
      current = io;
      const wholeReadDue = now() - wholeReadAt >= wholeReadEveryMs;
      const request: WarmBuildRequest = { type: "build", notesFile: env[buildNotesVariable] ?? "", items: warm && !wholeReadDue ? items : null };
      try {
        const reply = await new Promise<WarmBuildReply>((resolve, reject) => {
          const onMessage = (message: WarmBuildReply) => {
            if (message?.type === "done" || message?.type === "failed") finish(() => resolve(message));
          };
          const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
            finish(() => reject(new WarmBuildError(`the warm builder stopped during the build (${signal ?? `exit code ${code}`})`, true)));
          const onError = (error: Error) => finish(() => reject(new WarmBuildError(`the warm builder could not run: ${error.message}`, true, { cause: error })));
          const onAbort = () => finish(() => reject(new WarmBuildError(`the build was stopped: ${String(io.signal.reason)}`, true)));
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
          if (io.signal.aborted) onAbort();
          else {
            try {
              running.process.send(request);
            } catch (error) {
              onError(error as Error); // its channel closed: it has gone
            }
          }
        });
        if (reply.type === "failed") {
          // The child's error as it was (a StorefrontError with its status tells an outage: builder.ts), inside one
          // that says whether the work folder was touched.
          const cause = Object.assign(new Error(reply.message), { name: reply.name, ...(reply.status === undefined ? {} : { status: reply.status }) });
          throw new WarmBuildError(reply.message, reply.touched, { cause });
        }
        running.built = true;
        if (reply.read === "whole") wholeReadAt = now();
        return reply;
      } catch (error) {
        await stop(running);
        throw error;
      }
    },

    close: async () => {
      closed = true;
      await stop(child);
    },
  };
}
