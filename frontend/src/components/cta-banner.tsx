// The shared call-to-action banner: two buttons that open the lead dialog (loaded on first
// use) in consultation or contact mode, and a phone link.
import { lazy, Suspense, useState } from 'react';
import { siteConfig } from '../site-config';
import { Button, ButtonAnchor } from './ui/button';
import { Container } from './ui/section';
import type { LeadDialogMode } from '../lead-forms/hooks/use-lead-dialog';

const loadDialog = () => import('../lead-forms/components/lead-dialog');
const LeadDialog = lazy(() => loadDialog().then((m) => ({ default: m.LeadDialog })));

export function CtaBanner() {
  // The dialog stays mounted once opened (so closing can hand focus back); a new mode remounts it.
  const [mode, setMode] = useState<LeadDialogMode | null>(null);
  const [open, setOpen] = useState(false);

  function openDialog(next: LeadDialogMode) {
    setMode(next);
    setOpen(true);
  }

  return (
    <section aria-labelledby="cta-banner-title" className="bg-brand-800 py-14 text-white sm:py-20">
      <Container className="text-center">
        <h2 id="cta-banner-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to Transform Your Business?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
          Join 200+ Nigerian organizations that trust {siteConfig.name} with their technology.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => openDialog('consultation')}
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
          >
            Book Free Consultation
          </Button>
          <Button
            variant="outline-white"
            size="lg"
            onClick={() => openDialog('contact')}
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
          >
            Send Us a Message
          </Button>
          <ButtonAnchor variant="outline-white" size="lg" href={siteConfig.phone.href}>
            <span aria-hidden="true">☎</span> Call {siteConfig.phone.display}
          </ButtonAnchor>
        </div>
      </Container>
      {mode ? (
        <Suspense fallback={null}>
          <LeadDialog key={mode} open={open} mode={mode} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
