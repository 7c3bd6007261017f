/** Joins class names; keys of an object are kept when their value is truthy. */
export function cx(...parts: (string | false | null | undefined | Record<string, boolean>)[]) {
  const names: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    if (typeof part === 'string') names.push(part);
    else for (const [name, on] of Object.entries(part)) if (on) names.push(name);
  }
  return names.join(' ');
}
