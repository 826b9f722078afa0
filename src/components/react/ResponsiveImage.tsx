// An image in responsive sizes with its space reserved (width/height), lazy unless it is the page's main image, for
// React trees: the cards and the islands. Astro pages draw the same <img> with components/ResponsiveImage.astro,
// which costs no React render per picture.
import type { CSSProperties } from "react";
import type { Image } from "../../lib/types.ts";
import { heightFor, imageUrl, srcSet } from "../../lib/images.ts";

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
