// The rule every windowed read of a list that changes while it is read must keep (a catalogue past the paging cap,
// read in windows): each item read once, every item that was there at the start and was not deleted is read, and
// nothing is read that the store never held. Written from the words, not from any reader.
import { expect } from "vitest";

export function expectReadDuringChanges(
  read: readonly { id: string }[],
  store: { initialIds: readonly string[]; deleted: ReadonlySet<string>; everExisted: ReadonlySet<string> },
): void {
  const ids = read.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of store.initialIds) if (!store.deleted.has(id)) expect(ids).toContain(id);
  for (const id of ids) expect(store.everExisted.has(id)).toBe(true);
}
