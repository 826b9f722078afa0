// The focal point of a farmer's profile picture (SPEC.md section 3), from Shopify's
// MediaImage.presentation.asJson(format: IMAGE), e.g. {"focalPoint":{"x":0.3,"y":0.25}}.
import type { FocalPoint } from "./types.ts";

export const defaultObjectPosition = "50% 50%";

/** The focal point as fractions 0–1, or null (logged) when the data is missing or malformed. */
export function parseFocalPoint(presentation: unknown): FocalPoint | null {
  if (presentation === null || presentation === undefined) return null;
  try {
    const data = typeof presentation === "string" ? JSON.parse(presentation) : presentation;
    const point = (data as { focalPoint?: unknown }).focalPoint;
    if (point === null || point === undefined) return null;
    const { x, y } = point as { x?: unknown; y?: unknown };
    if (typeof x !== "number" || typeof y !== "number" || !Number.isFinite(x) || !Number.isFinite(y)) {
      throw new Error(`focal point ${JSON.stringify(point)} has no numeric x and y`);
    }
    // Some tools store percentages; anything above 1 is read as one.
    const fraction = (v: number) => Math.min(1, Math.max(0, v > 1 ? v / 100 : v));
    return { x: fraction(x), y: fraction(y) };
  } catch (error) {
    console.error("Could not read a profile picture's focal point:", error instanceof Error ? error.message : error);
    return null;
  }
}

/** CSS object-position for an image, the centre when no focal point is known. */
export function objectPosition(point: FocalPoint | null): string {
  if (!point) return defaultObjectPosition;
  const percent = (v: number) => `${Math.round(v * 1000) / 10}%`;
  return `${percent(point.x)} ${percent(point.y)}`;
}
