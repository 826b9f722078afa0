// The blog list in the browser: picks 'Top Picks For You' again at random on every visit, and makes Load More
// bring the next 6 posts from the build's /blog/posts/{n}.json, filling the page's post template (text is set as
// text, never as HTML). Plain DOM code: the list needs no React.
import { pickTopPicks } from "../features/blog/split.ts";
import type { PostSummary } from "../features/blog/post-summary.ts";

export function initBlogList(): void {
  const root = document.querySelector<HTMLElement>("[data-blog]");
  if (!root) return;
  reshuffleTopPicks(root);
  initLoadMore(root);
}

/** The 10 posts after the latest 5 are split again: 5 random picks, the rest in All Posts in date order. */
function reshuffleTopPicks(root: HTMLElement): void {
  const picks = root.querySelector<HTMLElement>("[data-top-picks]");
  const all = root.querySelector<HTMLElement>("[data-all-posts]");
  if (!picks || !all) return;
  // The build put the candidates in date order: the picks first, then All Posts' first load.
  const candidates = [...picks.children, ...all.children] as HTMLElement[];
  const byDate = [...candidates].sort((a, b) => postTime(b) - postTime(a));
  const { topPicks, allPosts } = pickTopPicks(byDate, Math.random);
  picks.replaceChildren(...topPicks);
  all.replaceChildren(...allPosts);
}

function postTime(card: HTMLElement): number {
  return Date.parse(card.querySelector("time")?.getAttribute("datetime") ?? "") || 0;
}

function initLoadMore(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>("[data-more]");
  const list = root.querySelector<HTMLElement>("[data-all-posts]");
  const template = root.querySelector<HTMLTemplateElement>("[data-post-template]");
  const error = root.querySelector<HTMLElement>("[data-more-error]");
  if (!button || !list || !template) return;
  const pages = Number(root.dataset.morePages) || 0;
  const base = root.dataset.moreUrl ?? "";
  let next = 1;
  let loading = false;

  const load = async () => {
    if (loading || next > pages) return;
    loading = true;
    button.setAttribute("aria-disabled", "true");
    button.textContent = "Loading…";
    if (error) error.hidden = true;
    try {
      const response = await fetch(`${base}${next}.json`, { signal: AbortSignal.timeout(8_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const posts = (await response.json()) as PostSummary[];
      list.append(...posts.map((post) => fillCard(template, post)));
      next += 1;
    } catch (reason) {
      console.error("[blog] more posts unavailable", reason);
      if (error) error.hidden = false;
    } finally {
      loading = false;
      button.removeAttribute("aria-disabled");
      button.textContent = "Load More";
      button.parentElement!.hidden = next > pages;
    }
  };
  button.addEventListener("click", load);
  error?.querySelector("[data-more-retry]")?.addEventListener("click", load);
  button.disabled = false;
}

function fillCard(template: HTMLTemplateElement, post: PostSummary): HTMLElement {
  const card = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  for (const link of card.querySelectorAll("a")) link.href = post.url;
  const media = card.querySelector<HTMLElement>(".post-card-media");
  if (media && post.image) {
    const image = document.createElement("img");
    Object.assign(image, { src: post.image.src, srcset: post.image.srcset, alt: "", loading: "lazy", decoding: "async" });
    image.sizes = "(max-width: 600px) 100vw, 360px";
    image.width = post.image.width;
    image.height = post.image.height;
    media.append(image);
  }
  card.querySelector(".post-card-title a")!.textContent = post.title;
  card.querySelector("[data-author]")!.textContent = post.author;
  const time = card.querySelector("time")!;
  time.dateTime = post.publishedAt;
  time.textContent = post.date;
  const excerpt = card.querySelector(".post-card-excerpt");
  if (excerpt) {
    if (post.excerpt) excerpt.textContent = post.excerpt;
    else excerpt.remove();
  }
  return card;
}
