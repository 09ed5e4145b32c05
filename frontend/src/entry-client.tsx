// Browser entry, kept to a few KB. The prerendered page works without JavaScript (links are real pages),
// so the app (React, the router, the page's chunks: ~100 KB gzip) loads only when the browser is idle
// after `load` or at the first sign of intent, whichever comes first; at once where the prerender marks
// the page eager (the staff dashboard). Until the app has hydrated, clicks on controls and form
// submissions are held and replayed afterwards, and values typed into fields are handed to React: it
// keeps the DOM's value when it hydrates a controlled field, but its state still holds the old one.
// No static import of React here: anything imported statically lands in the first load.
import type { Field } from './hydrate-app';
import { noteFormTouched } from './lead-forms/lib/form-first-touch';
import { captureAttribution } from './lead-forms/lib/lead-context';

// The built pages have the stylesheet inlined (a separate build entry); the dev server serves raw pages.
if (import.meta.env.DEV) void import('./styles.css');

// The landing URL must be read before the visitor follows a link (no app needed for that).
captureAttribution();

/** Controls whose click needs the app. Plain links are not held: they navigate to prerendered pages. */
const CONTROL = [
  'button',
  '[role="button"]',
  '[aria-controls]',
  'summary',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  'input[type="button"]',
  'input[type="reset"]',
  'input[type="image"]',
].join(',');
/** Where a resting pointer or arriving focus says the visitor is about to do something. */
const INTERACTIVE = `${CONTROL},a[href],input,select,textarea,label,[tabindex]`;
/** Input types whose value React tracks as text (checkboxes and radios are replayed as clicks). */
const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden']);
/** The first of these (mouseover and focusin only on something interactive) starts loading the app. */
const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover'];
const IDLE_TIMEOUT_MS = 2000;

type Held = { kind: 'click'; control: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

const bootScript = document.querySelector<HTMLScriptElement>('script[data-app-chunks]');
/** The last click and the last submission, in the order they happened: what is replayed. */
let held: Held[] = [];
/** The value each field had at its last input or change event before hydration. */
const typed = new Map<Field, string>();
let loading: Promise<void> | undefined;

const on = (type: string, listener: (event: Event) => void, passive: boolean) =>
  document.addEventListener(type, listener, { capture: true, passive });
const off = (type: string, listener: (event: Event) => void) => document.removeEventListener(type, listener, { capture: true });

function hold(event: Event, entry: Held) {
  event.preventDefault();
  // React listens on the document too once hydration has begun: it must not see the event twice.
  event.stopImmediatePropagation();
  held = [...held.filter((h) => h.kind !== entry.kind), entry];
  load();
}

function onClick(event: Event) {
  if (!(event.target instanceof Element)) return;
  const control = event.target.closest<HTMLElement>(`${CONTROL},a[href]`);
  // A link is plain unless it also acts as a button or controls something.
  if (!control || (control.matches('a[href]') && !control.matches('[role="button"],[aria-controls]'))) return;
  hold(event, { kind: 'click', control });
}

function onSubmit(event: Event) {
  if (!(event.target instanceof HTMLFormElement)) return;
  hold(event, { kind: 'submit', form: event.target, submitter: (event as SubmitEvent).submitter });
}

function onFocus(event: Event) {
  const form = event.target instanceof Element ? event.target.closest('form') : null;
  if (form) noteFormTouched(form);
}

function onInput(event: Event) {
  onFocus(event);
  const el = event.target;
  if (el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) typed.set(el, el.value);
  else if (el instanceof HTMLInputElement && !NOT_TEXT.has(el.type)) typed.set(el, el.value);
}

function onIntent(event: Event) {
  const interactive = event.target instanceof Element && event.target.closest(INTERACTIVE);
  if (interactive || (event.type !== 'mouseover' && event.type !== 'focusin')) load();
}

function replay(entry: Held, ensureHydrated: (el: Element) => void) {
  if (entry.kind === 'click') {
    if (!entry.control.isConnected) return;
    ensureHydrated(entry.control);
    entry.control.click();
    return;
  }
  const { form, submitter } = entry;
  if (!form.isConnected) return;
  // React does not hydrate on a submit event: were the form still dehydrated, the browser would submit it.
  ensureHydrated(form);
  const ownSubmitter = (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form;
  if (ownSubmitter) form.requestSubmit(submitter);
  else form.requestSubmit();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * How long the bootstrap works before yielding to the browser. A preload can take a few milliseconds on
 * a busy phone, and the check comes before each one, so the slice is kept well below Lighthouse's idle
 * budget (10 ms of unthrottled work per idle callback under its 4x throttling).
 */
const SLICE_MS = 2;

/**
 * Module preloads for the app and this page's chunks (listed by the prerender), fetched in parallel.
 * Each one costs the main thread about a millisecond on a slow phone, so they are started a few per
 * task: the 20-odd of a page in one go were a long task of their own.
 */
async function preloadChunks() {
  let sliceStart = performance.now();
  for (const href of bootScript?.dataset.appChunks?.split(' ') ?? []) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    if (!href || document.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

async function hydrate() {
  for (const type of INTENT) off(type, onIntent);
  void preloadChunks();
  // Evaluating React DOM, then the rest of the app, then starting hydration, each in a task of its
  // own, keeps every task short (one long evaluation would block input for ~100 ms on a slow phone).
  await import('react-dom/client');
  await nextTask();
  const { hydrateApp, handOver, ensureHydrated } = await import('./hydrate-app');
  await nextTask();
  await hydrateApp();
  off('click', onClick);
  off('submit', onSubmit);
  off('input', onInput);
  off('change', onInput);
  off('focusin', onFocus);
  for (const [el, value] of typed) handOver(el, value);
  typed.clear();
  // Let React render what the handed-over values changed before a replayed click or submit reads them.
  await nextTask();
  for (const entry of held) replay(entry, ensureHydrated);
  held = [];
  await nextTask();
  document.documentElement.dataset.hydrated = 'true';
}

function load() {
  loading ??= hydrate().catch((error: unknown) => {
    // The app could not be fetched (offline, a new deployment): held interactions stay held and the
    // next one tries again; links keep working as plain pages meanwhile.
    console.error('Loading the app failed', error);
    loading = undefined;
  });
}

function whenIdle(run: () => void) {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

on('click', onClick, false);
on('submit', onSubmit, false);
on('input', onInput, true);
on('change', onInput, true);
on('focusin', onFocus, true);
if (bootScript?.dataset.hydrate === 'eager') load();
else {
  for (const type of INTENT) on(type, onIntent, true);
  whenIdle(load);
}
