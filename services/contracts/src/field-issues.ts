// Field messages as the API reports them. No zod import, so the browser can use this without
// loading the schemas.

export type FieldIssue = { path: string; message: string };

/** Turns zod issues into the API's `issues` list: dotted paths, one message each. */
export function toFieldIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string; keys?: readonly string[] }[],
): FieldIssue[] {
  return issues.flatMap((i) => {
    const base = i.path.map(String);
    // An unknown field is reported at that field, so a client sees which one to drop.
    if (i.code === 'unrecognized_keys' && i.keys) return i.keys.map((k) => ({ path: [...base, k].join('.'), message: 'Unknown field' }));
    return [{ path: base.join('.'), message: i.message }];
  });
}
