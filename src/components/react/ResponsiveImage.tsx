// An image in responsive sizes with its space reserved (width/height), lazy unless it is the page's main image.
// Rendered at build time by Astro pages and in the browser by islands, so both draw the same markup.
import type { CSSProperties } from "react";
import type { Image } from "../../lib/types.ts";
import { heightFor, imageUrl, srcSet } from "../../lib/images.ts";
import { renderedByReact } from "../../lib/astro-react.ts";

type Props = {
  image: Image;
  /** CSS sizes attribute: how wide the image is drawn. */
  sizes: string;
  /** The width the default src is requested at. */
  width: number;
  /** The page's main image: fetched early and never lazy. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  alt?: string;
};

export function ResponsiveImage({ image, sizes, width, priority = false, className, style, alt }: Props) {
  return (
    <img
      src={imageUrl(image.url, width)}
      srcSet={srcSet(image)}
      sizes={sizes}
      width={width}
      height={heightFor(image, width)}
      alt={alt ?? image.altText}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      className={className}
      style={style}
    />
  );
}

// Astro pages render it at build time without first asking whether it is React's (lib/astro-react.ts).
if (import.meta.env.SSR) renderedByReact(ResponsiveImage);
