import type { WarehouseRegion } from '@sockshop/core/markets';
import type { CartTokenStore } from '@sockshop/core/ports';

/** Cart tokens per warehouse region in memory (server side, tests); the browser keeps them in local storage. */
export function createMemoryTokenStore(initial: Partial<Record<WarehouseRegion, string>> = {}): CartTokenStore {
  const tokens = new Map<WarehouseRegion, string>(Object.entries(initial) as [WarehouseRegion, string][]);
  return {
    read: (region) => tokens.get(region) ?? null,
    write: (region, token) => {
      tokens.set(region, token);
    },
    clear: (region) => {
      tokens.delete(region);
    },
  };
}
