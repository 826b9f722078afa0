// The Farmers' Stories row of the home page (SPEC.md: 5 video cards linking to a product or a farm, one to a
// social media page), chosen from what the catalogue has: farmers' highlight videos first, then product videos.
import { farmPath } from "../../lib/routes.ts";
import { farmerStoryCount } from "../../lib/shop-rules.ts";
import type { Farmer, Product, Video } from "../../lib/types.ts";

export type StoryItem = {
  title: string;
  video: Video;
  link: { href: string; label: string; external: boolean };
};

export const storyCount = farmerStoryCount;

export function buildStories(farmers: readonly Farmer[], products: readonly Product[]): StoryItem[] {
  const stories: StoryItem[] = [];
  const withVideo = farmers.filter((farmer) => farmer.highlightVideo);
  // One card sends the shopper to the farm's own channel, as the shop's social proof.
  const social = withVideo.find((farmer) => farmer.youtubeUrl || farmer.instagramUrl);
  if (social) {
    const url = (social.youtubeUrl ?? social.instagramUrl)!;
    stories.push({
      title: `${social.name} on ${social.youtubeUrl ? "YouTube" : "Instagram"}`,
      video: social.highlightVideo!,
      link: { href: url, label: `Follow ${social.name}`, external: true },
    });
  }
  for (const farmer of withVideo) {
    if (stories.length >= storyCount - 1) break;
    if (farmer === social) continue;
    stories.push({
      title: `Meet ${farmer.name}`,
      video: farmer.highlightVideo!,
      link: { href: farmPath(farmer.slug), label: "Visit the farm", external: false },
    });
  }
  for (const product of products) {
    if (stories.length >= storyCount) break;
    const video = product.videos[0];
    if (!video) continue;
    stories.push({
      title: product.title,
      video,
      link: { href: `/products/${product.handle}`, label: "Shop this product", external: false },
    });
  }
  return stories.slice(0, storyCount);
}
