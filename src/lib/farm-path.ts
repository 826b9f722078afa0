// Farm pages are keyed by the farmer's name (SPEC.md section 2: farm/{name}).
export function farmPath(name: string): string {
  return `/farm/${encodeURIComponent(name)}`;
}
