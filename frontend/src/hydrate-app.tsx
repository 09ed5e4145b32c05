// The client app, loaded by the bootstrap (entry-client.tsx) on idle or at the first sign of intent:
// hydrates the prerendered document with the same router the prerender used, and gives the bootstrap
// the React-specific means to hand over what the visitor did before.
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrationFinished, hydrationStarted } from './lib/hydration';
import { createRouter } from './router';

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** How long to wait for React to hydrate the last Suspense boundary before calling the page live anyway. */
const FULL_HYDRATION_CAP_MS = 5000;

/** Renders nothing; its effect runs once React has committed the hydrated shell. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}

/**
 * React commits the shell first and hydrates each Suspense boundary (every route's component is one)
 * in later low-priority passes. It tags every element it has hydrated with its fiber key, so the page
 * is fully live when no element under <body> lacks it.
 */
function whenFullyHydrated(): Promise<void> {
  const key = Object.keys(document.body).find((k) => k.startsWith('__reactFiber$'));
  const deadline = performance.now() + FULL_HYDRATION_CAP_MS;
  const pending = () => {
    if (!key) return false;
    for (const el of document.body.getElementsByTagName('*')) if (!(key in el)) return true;
    return false;
  };
  return new Promise((resolve) => {
    const check = () => (pending() && performance.now() < deadline ? setTimeout(check, 20) : resolve());
    check();
  });
}

/**
 * Hydrates the document; resolves once every part of the page is hydrated. RouterClient suspends
 * until the router has restored its dehydrated state and loaded the page's chunks.
 */
export async function hydrateApp(): Promise<void> {
  hydrationStarted();
  // Building the router (its route tree and history) and starting React are tasks of their own: together
  // they were one of the longest tasks of a page's start on a slow phone.
  const router = createRouter();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  await new Promise<void>((resolve) => {
    // Hydrating inside a transition lets React yield to the browser between pieces of work, so a long
    // page hydrates without long main-thread tasks (and input stays responsive meanwhile).
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
          <Hydrated onHydrated={resolve} />
        </StrictMode>,
      );
    });
  });
  await whenFullyHydrated();
  hydrationFinished();
}

/**
 * Makes React hydrate the boundary holding `el` now if it has not yet: an input event is one React
 * hydrates synchronously for. Not bubbling, so only capture-phase listeners see it (none in the app).
 */
export function ensureHydrated(el: Element) {
  el.dispatchEvent(new Event('input', { bubbles: false }));
}

/**
 * Hands a value typed before hydration to React, as if typed now. React keeps the DOM's value when it
 * hydrates a controlled field (so the visitor sees it) but its state holds the rendered one, and the
 * next render would put that back.
 */
export function handOver(el: Field, value: string) {
  if (!el.isConnected) return;
  ensureHydrated(el);
  if (el instanceof HTMLSelectElement) {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const setNative = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
  const focused = document.activeElement === el;
  const start = focused ? el.selectionStart : null;
  const end = focused ? el.selectionEnd : null;
  // React remembers the last value it saw through the element's own `value` property (it took the
  // typed one when hydrating). Writing another value through that property first makes the native
  // write below a change in React's eyes, so the input event reaches onChange.
  el.value = value === '' ? ' ' : '';
  setNative?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
  if (start !== null && end !== null) el.setSelectionRange(start, end);
}
