// What the emulator starts with when a caller does not give it: the catalogue and media it loads, a catalogue
// profile applied on top, where change webhooks go, and the command line. A bad setting stops the start with a
// message naming it.
import type { Catalogue } from "./catalogue/types.ts";
import { SCHEMA_API_VERSION } from "./api-versions.ts";
import type { MediaProvider } from "./media-routes.ts";
import type { EmulatorOptions } from "./server.ts";
import { DEFAULT_WEBHOOK_TIMEOUT_MS, type WebhookTarget } from "./webhooks.ts";

export async function defaultMedia(): Promise<MediaProvider> {
  const media = await import("./media/index.ts");
  return { renderImage: media.renderImage, videoFile: media.videoFile };
}

export async function defaultCatalogue(products: number | undefined): Promise<Catalogue> {
  // Loaded on demand (through a variable, so type checking does not require the module) so the server and its
  // tests can run on a given catalogue without the generator.
  const loaderModule = new URL("./catalogue/index.ts", import.meta.url).href;
  const { loadCatalogue } = (await import(loaderModule)) as {
    loadCatalogue(options?: { products?: number }): Catalogue | Promise<Catalogue>;
  };
  return await loadCatalogue(products === undefined ? undefined : { products });
}

export async function withProfile(catalogue: Catalogue, profile: string): Promise<Catalogue> {
  const { applyProfile, catalogueProfiles, isCatalogueProfile } = await import("./catalogue/profiles.ts");
  if (!isCatalogueProfile(profile)) {
    throw new Error(`Unknown catalogue profile '${profile}' (known: ${catalogueProfiles.join(", ")})`);
  }
  return applyProfile(catalogue, profile);
}

/** Where change webhooks go, or null when none is configured; half a configuration is a mistake worth stopping for. */
export function webhookTarget(options: EmulatorOptions): WebhookTarget | null {
  const url = (options.webhookUrl ?? process.env.EMULATOR_WEBHOOK_URL) || null;
  const secret = (options.webhookSecret ?? process.env.EMULATOR_WEBHOOK_SECRET) || null;
  if (url === null && secret === null) return null;
  if (url === null || secret === null) {
    throw new Error("Webhooks need both a URL and a secret (EMULATOR_WEBHOOK_URL and EMULATOR_WEBHOOK_SECRET, or webhookUrl and webhookSecret)");
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`The webhook URL ${JSON.stringify(url)} is not a URL`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error(`The webhook URL ${JSON.stringify(url)} is not http(s)`);
  const timeoutMs = options.webhookTimeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0)) throw new Error(`webhookTimeoutMs must be a positive number, not ${timeoutMs}`);
  return { url: parsed.href, secret, // Without one, the emulator names its own address once it listens (server.ts).
    shopDomain: options.shopDomain ?? "", apiVersion: SCHEMA_API_VERSION, timeoutMs };
}

export function parseCommandLine(argv: readonly string[]): { port?: number; host?: string; products?: number; catalogue?: string } {
  const result: { port?: number; host?: string; products?: number; catalogue?: string } = {};
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split("=", 2) as [string, string | undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === "--port") result.port = wholeNumber(value(), flag);
    else if (flag === "--products") result.products = wholeNumber(value(), flag);
    else if (flag === "--host") result.host = value();
    else if (flag === "--catalogue") result.catalogue = value();
    else throw new Error(`Unknown option ${flag} (known: --port, --host, --products, --catalogue)`);
  }
  return result;
}

export function wholeNumber(text: string, name: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not '${text}'`);
  return n;
}
