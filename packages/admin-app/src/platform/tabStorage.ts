/**
 * Text kept for this tab: sessionStorage (it survives a reload and the /login round trip, never
 * reaches another tab, and goes with the tab), else this page's memory when the storage is missing,
 * unreadable or refuses a write (quota). Never throws. The drafts of the fees grids and of the
 * forms live here.
 */
const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The text under `key`; a write the storage refused is read back from memory. */
export function readTabText(key: string): string | null {
  try {
    const stored = storage()?.getItem(key);
    if (stored != null) return stored;
  } catch {
    // Unreadable storage: this page's memory is all there is.
  }
  return memory.get(key) ?? null;
}

export function writeTabText(key: string, text: string): void {
  try {
    const store = storage();
    if (!store) throw new Error('No sessionStorage');
    store.setItem(key, text);
    memory.delete(key);
  } catch {
    // Quota or no storage: this page's memory keeps it.
    memory.set(key, text);
  }
}

export function clearTabText(key: string): void {
  memory.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

/** Every key starting with `prefix`, in the storage or in memory. */
export function tabTextKeys(prefix: string): string[] {
  const keys = new Set([...memory.keys()].filter((key) => key.startsWith(prefix)));
  try {
    const store = storage();
    for (let i = 0; store && i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) keys.add(key);
    }
  } catch {
    // No storage: the keys in memory are all there are.
  }
  return [...keys];
}
