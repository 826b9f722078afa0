// How far one arrow click moves a carousel (SPEC.md section 9): a fixed 300 px, or one card's width plus the gap.
import { farmCarouselGapPx, fixedCarouselScrollPx } from "./shop-rules.ts";

export type CarouselStep = { kind: "fixed"; px: number } | { kind: "card"; gapPx: number };

export const similarProductsStep: CarouselStep = { kind: "fixed", px: fixedCarouselScrollPx };
export const farmCardsStep: CarouselStep = { kind: "card", gapPx: farmCarouselGapPx };

export function scrollAmount(step: CarouselStep, cardWidth: number): number {
  return step.kind === "fixed" ? step.px : cardWidth + step.gapPx;
}

export function encodeStep(step: CarouselStep): string {
  return step.kind === "fixed" ? `fixed:${step.px}` : `card:${step.gapPx}`;
}

export function decodeStep(text: string | undefined): CarouselStep | null {
  const match = /^(fixed|card):(\d+)$/.exec(text ?? "");
  if (!match) return null;
  const value = Number(match[2]);
  return match[1] === "fixed" ? { kind: "fixed", px: value } : { kind: "card", gapPx: value };
}
