// The blog list's Load More: the next 6 posts from the build's /blog/posts/{n}.json, filled into the page's post
// template (text is set as text, never as HTML). Plain DOM code: the list needs no React. ('Top Picks For You' is
// picked at random by the inline script of pages/blog/index.astro, before the first paint.)
import type { PostSummary } from "./post-summary.ts";

export function initBlogList(): void {
  const root = document.querySelector<HTMLElement>("[data-blog]");
  if (!root) return;
  initLoadMore(root);
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
    let added: HTMLElement[] = [];
    try {
      const response = await fetch(`${base}${next}.json`, { signal: AbortSignal.timeout(8_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const posts = (await response.json()) as PostSummary[];
      added = posts.map((post) => fillCard(template, post));
      list.append(...added);
      next += 1;
      if (error) error.hidden = true;
    } catch (reason) {
      console.error("[blog] more posts unavailable", reason);
      if (error) error.hidden = false;
    } finally {
      loading = false;
      button.removeAttribute("aria-disabled");
      button.textContent = "Load More";
      const finished = next > pages;
      // The button (or 'Try again') may be about to disappear with focus on it: a keyboard reader continues at the
      // first new post instead of at the top of the page.
      const focusLost = finished && (document.activeElement === button || error?.contains(document.activeElement));
      button.parentElement!.hidden = finished;
      if (focusLost || (added.length && error?.contains(document.activeElement))) {
        added[0]?.querySelector<HTMLAnchorElement>(".post-card-title a")?.focus();
      }
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
    image.sizes = media.dataset.sizes ?? "";
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
