// A page's own closing call to action (distinct from the shared CtaBanner, which opens dialogs).
import type { PageLink } from '../../../content/types';
import { Container } from '../../../components/ui/section';
import { ContentButton } from './content-link';

export function ClosingCta({
  id = 'closing-cta',
  title,
  text,
  actions,
}: {
  id?: string;
  title: string;
  text: string;
  actions: readonly PageLink[];
}) {
  return (
    <section aria-labelledby={id} className="bg-slate-50 py-14 sm:py-16">
      <Container>
        <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10">
          <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{text}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            {actions.map((a, i) => (
              <ContentButton key={a.label} link={a} variant={i === 0 ? 'primary' : 'outline'} size="lg" />
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
