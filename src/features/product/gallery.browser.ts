// Thumbnails switch the featured media of a product gallery; a video that is switched away from pauses.
export function initGalleries(root: ParentNode = document): void {
  for (const gallery of root.querySelectorAll<HTMLElement>("[data-gallery]")) {
    const slides = [...gallery.querySelectorAll<HTMLElement>("[data-gallery-slide]")];
    const thumbs = [...gallery.querySelectorAll<HTMLButtonElement>("[data-gallery-thumb]")];
    for (const thumb of thumbs) {
      thumb.addEventListener("click", () => {
        const index = Number(thumb.dataset.galleryThumb);
        slides.forEach((slide, i) => {
          slide.hidden = i !== index;
          if (i !== index) slide.querySelector("video")?.pause();
        });
        for (const other of thumbs) other.setAttribute("aria-pressed", String(other === thumb));
      });
      thumb.disabled = false;
    }
  }
}
