// A Storage in memory for the tests of what survives a reload.

/** A Storage in memory that counts its writes. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage = {
    writes: 0,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      storage.writes += 1;
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
    clear: () => {
      items.clear();
    },
  };
  return storage;
}
