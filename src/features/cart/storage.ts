// A storage engine for @nanostores/persistent that never throws. Browsers refuse localStorage in several real
// situations (quota full, storage blocked, some private modes); the basket must then live on in memory and the
// page keep working, instead of an exception breaking every island.

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** An object with the property-style access that @nanostores/persistent uses (`key in`, get, set, delete). */
export function createSafeStorage(backing: StorageLike | null): Record<string, string> {
  const memory = new Map<string, string>();
  // Keys whose latest write never reached the browser's storage: memory is the truth for them.
  const memoryOnly = new Set<string>();

  const read = (key: string): string | undefined => {
    if (!backing || memoryOnly.has(key)) return memory.get(key);
    try {
      const value = backing.getItem(key);
      // Remember what was read: if storage later refuses reads, the basket carries on from here.
      if (value === null) memory.delete(key);
      else memory.set(key, value);
      return value ?? undefined;
    } catch {
      return memory.get(key);
    }
  };
  const write = (key: string, value: string | null) => {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
    try {
      if (!backing) throw new Error("no storage");
      if (value === null) backing.removeItem(key);
      else backing.setItem(key, value);
      memoryOnly.delete(key);
    } catch {
      memoryOnly.add(key);
    }
  };

  return new Proxy({} as Record<string, string>, {
    get: (_target, key) => (typeof key === "string" ? read(key) : undefined),
    has: (_target, key) => typeof key === "string" && read(key) !== undefined,
    set: (_target, key, value) => {
      if (typeof key === "string") write(key, String(value));
      return true;
    },
    deleteProperty: (_target, key) => {
      if (typeof key === "string") write(key, null);
      return true;
    },
  });
}

/** The browser's localStorage, or null where merely touching it throws. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}
