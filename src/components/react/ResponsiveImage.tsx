// An image in responsive sizes with its space reserved (width/height), lazy unless it is the page's main image, for
// React trees: the cards and the islands. Astro pages draw the same <img> with components/ResponsiveImage.astro,
// which costs no React render per picture.
import type { CSSProperties } from "react";
import type { Image } from "../../lib/types.ts";
import { responsiveImageAttributes } from "../../lib/images.ts";

type Props = {
  image: Image;
  /** CSS sizes attribute: how wide the image is drawn. */
  sizes: string;
  /** The width the default src is requested at. */
  width: number;
  /** The widths the srcset offers (lib/images.ts defaultWidths unless given): a small picture needs smaller ones. */
  widths?: readonly number[];
  /** The page's main image: fetched early and never lazy. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  alt?: string;
};

export function ResponsiveImage({ image, sizes, width, widths, priority = false, className, style, alt }: Props) {
  const { src, srcSet, height, loading, decoding, fetchPriority } = responsiveImageAttributes(image, width, priority, widths);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt ?? image.altText}
      loading={loading}
      decoding={decoding}
      fetchPriority={fetchPriority}
      className={className}
      style={style}
    />
  );
}
