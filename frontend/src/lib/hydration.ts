// Whether the prerendered document is still being hydrated. React hydrates the page in a transition,
// yielding between pieces of work; a router update before it has finished (a redirect, a page's data
// arriving) is a blocking render that hydrates the rest of the page at once: one long task on a slow
// phone. Routes that change what the prerendered page shows (the staff app) wait for this first.
let finish: (() => void) | undefined;
let hydrating: Promise<void> | undefined;

/** Called by hydrate-app.tsx before it hydrates the document. */
export function hydrationStarted() {
  hydrating = new Promise((resolve) => (finish = resolve));
}

/** Called by hydrate-app.tsx once every part of the document is hydrated. */
export function hydrationFinished() {
  finish?.();
}

/** Resolves once the document is hydrated; at once when it never was (client-side navigation, tests). */
export function afterHydration(): Promise<void> {
  return hydrating ?? Promise.resolve();
}
