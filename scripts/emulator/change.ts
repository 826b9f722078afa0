// Changes the catalogue of a running storefront emulator, the way an editor changes a product in Shopify's admin,
// so that the emulator serves the change and sends its webhook (to the rebuilder, when one is configured).
//
//   node scripts/emulator/change.ts --handle wildflower-honey --title "Wildflower Honey, Raw" [--price 12.50]
//   node scripts/emulator/change.ts --kind farm --handle sunny-slope-farm --set bio="A family orchard."
//   node scripts/emulator/change.ts --handle raw-honeycomb --delete
//
// Options: --kind product|farm|article (default product), --handle H, --title T (a farm's name), --description
// MARKDOWN (a product's description, an article's content, a farm's bio), --tags a,b, --collections a,b,
// --price 12.50, --compare-at-price 15.00|none, --quantity N, --variant ID (prices and stock of that variant only),
// --set field=value (any field; the value is read as JSON when it is JSON, e.g. --set ccof=true), --delete,
// --now ISO-DATE, --emulator URL (default http://EMULATOR_HOST:EMULATOR_PORT, i.e. http://127.0.0.1:8787).
// The emulator must run with EMULATOR_ADMIN_TOKEN set, and this command needs the same token in its environment.
import { fileURLToPath } from "node:url";

export type ChangeRequest = { emulator: string; body: Record<string, unknown> };

/** The request the command line asks for; throws with a sentence when it is incomplete or unknown. */
export function parseChangeArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ChangeRequest {
  let kind = "product";
  let handle: string | undefined;
  let remove = false;
  let variant: string | undefined;
  let now: string | undefined;
  let emulator = `http://${env.EMULATOR_HOST || "127.0.0.1"}:${env.EMULATOR_PORT || "8787"}`;
  const set: Record<string, unknown> = {};
  // Shortcuts whose field depends on the kind; resolved once the kind is known, whatever the order of the flags.
  let title: string | undefined;
  let description: string | undefined;
  const list = (value: string) => value.split(",").map((s) => s.trim()).filter(Boolean);

  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const flag = eq === -1 ? arg : arg.slice(0, eq);
    const value = (): string => {
      const v = eq === -1 ? argv[++i] : arg.slice(eq + 1);
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case "--kind": kind = value(); break;
      case "--handle": handle = value(); break;
      case "--title": title = value(); break;
      case "--description": description = value(); break;
      case "--tags": set.tags = list(value()); break;
      case "--collections": set.collections = list(value()); break;
      case "--price": set.price = value(); break;
      case "--compare-at-price": {
        const v = value();
        set.compareAtPrice = v === "none" || v === "null" ? null : v;
        break;
      }
      case "--quantity": {
        const v = value();
        const n = Number(v);
        if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--quantity must be a whole number, not '${v}'`);
        set.quantityAvailable = n;
        break;
      }
      case "--variant": variant = value(); break;
      case "--set": {
        const v = value();
        const at = v.indexOf("=");
        if (at <= 0) throw new Error(`--set needs field=value, not '${v}'`);
        set[v.slice(0, at)] = jsonOrText(v.slice(at + 1));
        break;
      }
      case "--delete": remove = true; break;
      case "--now": now = value(); break;
      case "--emulator": emulator = value(); break;
      case "--help":
      case "-h":
        throw new Error(usage);
      default:
        throw new Error(`Unknown option ${flag}\n${usage}`);
    }
  }
  if (!handle) throw new Error(`--handle is required\n${usage}`);
  if (!["product", "farm", "article"].includes(kind)) throw new Error(`--kind must be product, farm or article, not '${kind}'`);
  if (title !== undefined) set[kind === "farm" ? "name" : "title"] = title;
  if (description !== undefined) set[kind === "product" ? "descriptionMarkdown" : kind === "article" ? "contentMarkdown" : "bio"] = description;
  const body: Record<string, unknown> = { kind, handle };
  if (remove) body.delete = true;
  if (Object.keys(set).length > 0) body.set = set;
  if (variant !== undefined) body.variant = /^\d+$/.test(variant) ? Number(variant) : variant;
  if (now !== undefined) body.now = now;
  return { emulator, body };
}

function jsonOrText(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const usage =
  "Usage: node scripts/emulator/change.ts --handle H [--kind product|farm|article] [--title T] [--description MD] " +
  "[--tags a,b] [--collections a,b] [--price 12.50] [--compare-at-price 15.00|none] [--quantity N] [--variant ID] " +
  "[--set field=value]... [--delete] [--now ISO] [--emulator URL]   (needs EMULATOR_ADMIN_TOKEN)";

async function main(): Promise<void> {
  const { emulator, body } = parseChangeArgs(process.argv.slice(2));
  const token = process.env.EMULATOR_ADMIN_TOKEN;
  if (!token) throw new Error("Set EMULATOR_ADMIN_TOKEN to the token the emulator was started with.");
  const response = await fetch(new URL("/admin/changes", emulator), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status === 404 && text.includes("Not Found: /admin")) {
    throw new Error(`${emulator} has no admin API: start the emulator with EMULATOR_ADMIN_TOKEN set.`);
  }
  if (!response.ok) throw new Error(`The emulator refused the change (HTTP ${response.status}): ${text}`);
  const outcome = JSON.parse(text) as { topic: string; webhookId: string; updatedAt: string; webhook: { delivered: boolean; url: string; error: string | null } | null };
  console.log(`Changed: ${outcome.topic} ${body.handle as string} (updatedAt ${outcome.updatedAt}, webhook id ${outcome.webhookId})`);
  if (outcome.webhook === null) console.log("No webhook sent: the emulator has no EMULATOR_WEBHOOK_URL.");
  else if (outcome.webhook.delivered) console.log(`Webhook delivered to ${outcome.webhook.url}`);
  else {
    console.error(`Webhook NOT delivered to ${outcome.webhook.url}: ${outcome.webhook.error}`);
    process.exitCode = 2;
  }
}

const invokedDirectly = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
