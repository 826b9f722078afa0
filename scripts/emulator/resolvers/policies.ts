// The shop's policies (`shop.privacyPolicy` and friends, ShopPolicy nodes, GET /policies/{handle}). The refund
// policy and the terms of service are the site's pages again; the privacy and shipping policies, which the site
// does not have pages for, are written in catalogue/data/policies/.
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gid } from "../ids.ts";
import type { Source } from "../pagination.ts";
import { markdownToHtml } from "../text.ts";
import { readContentFile } from "./content-files.ts";
import type { EmulatorContext } from "./context.ts";
import { shopPages } from "./shop-pages.ts";

// Resolved from this file, not the working directory, so the emulator can be started from anywhere.
const POLICIES_DIR = fileURLToPath(new URL("../catalogue/data/policies/", import.meta.url));
/** Numeric ids of ShopPolicy gids: a range of their own, beside the pages' (shop-pages.ts PAGE_ID_BASE). */
const POLICY_ID_BASE = 6_100_000_000;

type Policy = { number: number | null; handle: string; title: string; body: string; path: string };

let policyTexts: Map<string, { title: string; body: string }> | undefined;

/** The policies the site has no page for, written for the emulator (catalogue/data/policies/{handle}.md). */
function writtenPolicy(handle: string): { title: string; body: string } {
  policyTexts ??= new Map(
    readdirSync(POLICIES_DIR)
      .filter((f) => f.endsWith(".md"))
      .map((f) => {
        const { data, markdown } = readContentFile(join(POLICIES_DIR, f));
        if (typeof data.title !== "string") throw new Error(`Policies: ${f} has no title in its frontmatter`);
        return [basename(f, ".md"), { title: data.title, body: markdownToHtml(markdown) }] as const;
      }),
  );
  const text = policyTexts.get(handle);
  if (!text) throw new Error(`Policies: ${handle}.md is missing from ${POLICIES_DIR}`);
  return text;
}

/** A policy whose text is one of the site's pages; its title is the page's unless Shopify names the policy itself. */
function pagePolicy(number: number, policyHandle: string, pageHandle: string, title?: string): Policy {
  const page = shopPages().byHandle.get(pageHandle);
  if (!page) throw new Error(`Policies: the ${policyHandle} comes from src/content/pages/${pageHandle}.md, which is missing`);
  return { number, handle: policyHandle, title: title ?? page.title, body: page.bodyHtml, path: `/policies/${policyHandle}` };
}

function fileGivenPolicy(number: number | null, handle: string): Policy {
  const { title, body } = writtenPolicy(handle);
  return { number, handle, title, body, path: `/policies/${handle}` };
}

/**
 * The shop's policies by Shop field, each at Shopify's /policies/{handle} on the store's origin (the emulator serves
 * those pages). Refund, terms and contact take their text from the site's pages. The legal notice and terms of sale are not set up (a US shop
 * rarely has them), so they answer null, as on Shopify.
 */
const POLICIES: Record<string, () => Policy | null> = {
  privacyPolicy: () => fileGivenPolicy(POLICY_ID_BASE + 1, "privacy-policy"),
  refundPolicy: () => pagePolicy(POLICY_ID_BASE + 2, "refund-policy", "refund-policy"),
  shippingPolicy: () => fileGivenPolicy(POLICY_ID_BASE + 3, "shipping-policy"),
  termsOfService: () => pagePolicy(POLICY_ID_BASE + 4, "terms-of-service", "terms-of-service"),
  contactInformation: () => pagePolicy(POLICY_ID_BASE + 5, "contact-information", "contact", "Contact Information"),
  legalNotice: () => null,
  termsOfSale: () => null,
};

function policySource(ctx: EmulatorContext, policy: Policy): Source {
  return {
    __typename: policy.number === null ? "ShopPolicyWithDefault" : "ShopPolicy",
    id: policy.number === null ? null : gid("ShopPolicy", policy.number),
    handle: policy.handle,
    title: policy.title,
    body: policy.body,
    url: `${ctx.origin}${policy.path}`,
  };
}

/** The Shop fields for policies, to spread into the shop's source. */
export function shopPolicyFields(ctx: EmulatorContext): Source {
  const fields: Source = {};
  for (const [field, make] of Object.entries(POLICIES)) {
    fields[field] = () => {
      const policy = make();
      return policy ? policySource(ctx, policy) : null;
    };
  }
  // A ShopPolicyWithDefault is never null: a shop that sells no subscriptions (this one) has not written its own
  // policy, so Shopify answers with its default text, which has no id.
  fields.subscriptionPolicy = () => policySource(ctx, fileGivenPolicy(null, "subscription-policy"));
  return fields;
}

/** A ShopPolicy by the number of its gid (ShopPolicy implements Node); null for an unknown number. */
export function policyByGidNumber(ctx: EmulatorContext, number: number): Source | null {
  for (const make of Object.values(POLICIES)) {
    const policy = make();
    if (policy && policy.number === number) return policySource(ctx, policy);
  }
  return null;
}

/** A policy's title and HTML body by its handle (what GET /policies/{handle} shows), or null. */
export function policyByHandle(handle: string): { title: string; body: string } | null {
  const policies = [...Object.values(POLICIES).map((make) => make()), fileGivenPolicy(null, "subscription-policy")];
  const policy = policies.find((p) => p?.handle === handle);
  return policy ? { title: policy.title, body: policy.body } : null;
}
