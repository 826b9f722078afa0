// What one type-ahead choice shows: a product's picture, title and price; a farm's name and place; or 'Search for'.
import { formatMoney } from "../../lib/format.ts";
import { ResponsiveImage } from "../../components/react/ResponsiveImage.tsx";
import { fixedSizeWidths } from "../../lib/image-widths.ts";
import type { Choice } from "./suggestions.ts";

const thumbWidths = fixedSizeWidths(48);

export function ChoiceContent({ choice }: { choice: Choice }) {
  if (choice.kind === "product") {
    const { product } = choice;
    return (
      <>
        <span className="typeahead-thumb" aria-hidden="true">
          {product.image && <ResponsiveImage image={product.image} width={96} widths={thumbWidths} sizes="48px" />}
        </span>
        <span className="typeahead-text">
          <span className="typeahead-title">{product.title}</span>
          <span className="typeahead-meta">{formatMoney(product.price.amount, product.price.currencyCode)}</span>
        </span>
      </>
    );
  }
  if (choice.kind === "farm") {
    return (
      <span className="typeahead-text">
        <span className="typeahead-title">{choice.farm.name}</span>
        <span className="typeahead-meta">Farm{choice.farm.location ? ` · ${choice.farm.location}` : ""}</span>
      </span>
    );
  }
  return <span className="typeahead-title">Search for “{choice.term}”</span>;
}
