// The shop's policies: refund policy and terms of service from the site's own pages, privacy and shipping policies
// written for the emulator, and the default subscription policy of a shop that sells no subscriptions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { dataOf, graphqlClient, startFixtureEmulator } from "./helpers.ts";

let emulator: RunningEmulator;
let gql: ReturnType<typeof graphqlClient>;
let origin: string;
beforeAll(async () => {
  emulator = await startFixtureEmulator();
  gql = graphqlClient(emulator);
  origin = new URL(emulator.graphqlUrl).origin;
});
afterAll(() => emulator.close());

type Policy = { id: string | null; handle: string; title: string; body: string; url: string };

const POLICY = "id handle title body url";
const POLICIES = `{
  shop {
    privacyPolicy { ${POLICY} }
    refundPolicy { ${POLICY} }
    shippingPolicy { ${POLICY} }
    termsOfService { ${POLICY} }
    contactInformation { ${POLICY} }
    subscriptionPolicy { ${POLICY} }
    legalNotice { id }
    termsOfSale { id }
  }
}`;

type Shop = Record<
  "privacyPolicy" | "refundPolicy" | "shippingPolicy" | "termsOfService" | "contactInformation" | "subscriptionPolicy",
  Policy
> & { legalNotice: null; termsOfSale: null };

async function shop(): Promise<Shop> {
  return (await dataOf<{ shop: Shop }>(gql(POLICIES))).shop;
}

describe("shop policies", () => {
  it("serves the refund policy and the terms from the site's pages, linked to those pages", async () => {
    const { refundPolicy, termsOfService } = await shop();
    expect(refundPolicy).toMatchObject({ handle: "refund-policy", title: "Refund Policy", url: `${origin}/policies/refund-policy` });
    expect(refundPolicy.body).toContain("<strong>30-day window</strong>");
    expect(refundPolicy.body).toContain("<h2>How to Return an Item</h2>");
    expect(termsOfService).toMatchObject({ handle: "terms-of-service", title: "Terms of Service", url: `${origin}/policies/terms-of-service` });
    expect(termsOfService.body).toContain("<h2>Online Store Terms</h2>");
    expect(termsOfService.body).toContain("<h2>Governing Law</h2>");
    // The policy's text is the page's text.
    const { page } = await dataOf<{ page: { body: string } }>(gql(`{ page(handle: "refund-policy") { body } }`));
    expect(refundPolicy.body).toBe(page.body);
  });

  it("serves privacy and shipping policies that agree with the shop's facts", async () => {
    const { privacyPolicy, shippingPolicy } = await shop();
    expect(privacyPolicy).toMatchObject({ handle: "privacy-policy", title: "Privacy Policy", url: `${origin}/policies/privacy-policy` });
    // What the terms of service promise about personal information.
    expect(privacyPolicy.body).toMatch(/basket[^.]*in your own browser/);
    expect(privacyPolicy.body).toContain("hello@harvestandhearth.com");
    expect(shippingPolicy).toMatchObject({ handle: "shipping-policy", title: "Shipping Policy", url: `${origin}/policies/shipping-policy` });
    expect(shippingPolicy.body).toMatch(/United States/);
    expect(shippingPolicy.body).toContain("<strong>Free Shipping</strong>");
    expect(shippingPolicy.body).toMatch(/calculated at checkout/);
    expect(shippingPolicy.body).toContain('<a href="/refund-policy">Refund Policy</a>');
  });

  it("gives every configured policy its own ShopPolicy id, reachable through node(id:)", async () => {
    const policies = await shop();
    const configured = [policies.privacyPolicy, policies.refundPolicy, policies.shippingPolicy, policies.termsOfService, policies.contactInformation];
    const ids = configured.map((p) => p.id);
    for (const id of ids) expect(id).toMatch(/^gid:\/\/shopify\/ShopPolicy\/\d+$/);
    expect(new Set(ids).size).toBe(ids.length);
    const { nodes } = await dataOf<{ nodes: ({ __typename: string; handle: string } | null)[] }>(
      gql(`query($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on ShopPolicy { handle } } }`, { ids: [...ids, "gid://shopify/ShopPolicy/1"] }),
    );
    expect(nodes).toEqual([...configured.map((p) => ({ __typename: "ShopPolicy", handle: p.handle })), null]);
  });

  it("answers the default subscription policy, without an id, for a shop that sells no subscriptions", async () => {
    const { subscriptionPolicy } = await shop();
    expect(subscriptionPolicy).toMatchObject({ id: null, handle: "subscription-policy", url: `${origin}/policies/subscription-policy` });
    expect(subscriptionPolicy.title).toBeTruthy();
    expect(subscriptionPolicy.body).toMatch(/<p>.*cancel/);
  });

  it("serves the contact page as contact information, and null for policies the shop has not set up", async () => {
    const policies = await shop();
    expect(policies.contactInformation).toMatchObject({ handle: "contact-information", url: `${origin}/policies/contact-information` });
    expect(policies.contactInformation.body).toContain("(805) 555-0142");
    expect(policies.legalNotice).toBeNull();
    expect(policies.termsOfSale).toBeNull();
  });
});

describe("the policy pages the URLs point at", () => {
  it("open on the emulator with the policy's title and text; an unknown policy is a 404", async () => {
    const policies = await shop();
    for (const name of ["privacyPolicy", "refundPolicy", "shippingPolicy", "termsOfService", "contactInformation", "subscriptionPolicy"] as const) {
      const policy = policies[name];
      const response = await fetch(policy.url);
      expect(response.status, policy.url).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1>${policy.title}</h1>`);
      expect(html).toContain(policy.body.slice(0, 60));
    }
    expect((await fetch(`${origin}/policies/no-such-policy`)).status).toBe(404);
  });
});

