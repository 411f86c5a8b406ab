/**
 * A warehouse typed or pasted by its id or by its name: "bodega norte", "BODEGA NORTE" and
 * "Bódega  Norte" are the configured `wh-north` whatever config.json calls it, and the line
 * stores the id. Anything else is not a warehouse of this deployment (an error at the cell).
 */
export interface WarehouseLike {
  id: string;
  name: string;
}

/** Case, accents and runs of spaces do not count: `Bódega  NORTE ` -> `bodega norte`. */
export function warehouseKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

export interface WarehouseResolver {
  /** The configured warehouse's id for an id or a name (any case, accents ignored), or null. */
  resolve: (text: string) => string | null;
  /** The configured warehouse with this exact id, if any. */
  byId: (id: string) => WarehouseLike | undefined;
}

/**
 * Ids win over names: a warehouse named like another's id still resolves to that id first
 * (ids are what the service knows).
 */
export function createWarehouseResolver(warehouses: readonly WarehouseLike[]): WarehouseResolver {
  const ids = new Map<string, WarehouseLike>();
  const keys = new Map<string, string>();
  for (const w of warehouses) {
    ids.set(w.id, w);
    const key = warehouseKey(w.name);
    if (key !== '' && !keys.has(key)) keys.set(key, w.id);
  }
  // Ids last, so they overwrite a name that reads the same.
  for (const w of warehouses) keys.set(warehouseKey(w.id), w.id);
  return {
    resolve(text) {
      const exact = text.trim();
      if (ids.has(exact)) return exact;
      return keys.get(warehouseKey(text)) ?? null;
    },
    byId: (id) => ids.get(id.trim()),
  };
}
