/** The environment variable that stands in for a configuration key: upper-case, other characters as `_`. */
export function environmentNameForKey(key: string): string {
  return key.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

/** The keys whose environment variable is set (and not empty), with its value. */
export function readFromEnvironment(keys: string[], env: Record<string, string | undefined>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = env[environmentNameForKey(key)];
    if (value) values[key] = value;
  }
  return values;
}
