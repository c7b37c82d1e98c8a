/** A plain object's entries in key order, so that two arguments that say the same give the same key. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The key of a query: its endpoint and its argument as JSON with the keys of objects in order (as RTK Query's own
 * cache key reads it), e.g. `getProject("p-1")`.
 */
export function queryKey(endpointName: string, arg: unknown): string {
  return `${endpointName}(${arg === undefined ? '' : JSON.stringify(arg, sortedKeys)})`;
}
