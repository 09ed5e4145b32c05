// Browser entry: hydrates the prerendered document with the same router the prerender used.
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { captureAttribution } from './lib/lead-context';
import { createRouter } from './router';
import './styles.css';

captureAttribution();

const router = createRouter();

// Hydrating inside a transition lets React yield to the browser between pieces of work, so a long
// page hydrates without long main-thread tasks (and input stays responsive meanwhile).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});
