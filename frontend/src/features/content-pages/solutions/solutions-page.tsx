// Solutions overview: three groups, each solution with description,
// key features, business benefits, and Get Started / Learn More buttons.
import { CtaBanner } from '../../../components/cta-banner';
import { Card, CardText } from '../../../components/ui/card';
import { Section, SectionHeading } from '../../../components/ui/section';
import { solutionGroups } from '../../../content/solutions/overview';
import { CheckList } from '../components/check-list';
import { ContentButton } from '../components/content-link';
import { IconTile } from '../../../components/ui/icon';
import { PageHero } from '../components/page-hero';

export function SolutionsPage() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Solutions"
        title="Solutions that empower employees, engage customers and boost productivity"
        lead="Whether you run a five-person practice in Port Harcourt or a bank with branches in every state, we combine Microsoft, Odoo and AI into one solution that fits how you work, priced in naira and supported locally."
      >
        <nav aria-label="Solution groups" className="mt-8">
          <ul className="flex flex-wrap gap-3">
            {solutionGroups.map((g) => (
              <li key={g.id}>
                <a
                  href={`#${g.id}`}
                  className="inline-flex rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-white/20"
                >
                  {g.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {solutionGroups.map((group, gi) => (
        <Section
          key={group.id}
          id={group.id}
          tone={gi % 2 ? 'muted' : 'white'}
          aria-labelledby={`${group.id}-title`}
          className="scroll-mt-20"
        >
          <SectionHeading id={`${group.id}-title`} title={group.title} intro={group.description} align="left" />
          <ul className="grid gap-6 lg:grid-cols-2">
            {group.solutions.map((s) => (
              <Card as="li" key={s.title} className="flex flex-col">
                <div className="flex items-start gap-4">
                  <IconTile name={s.icon} />
                  <div>
                    <h3 className="text-xl font-semibold text-slate-900">{s.title}</h3>
                    <CardText>{s.description}</CardText>
                  </div>
                </div>
                <div className="mt-6 grid flex-1 gap-6 sm:grid-cols-2">
                  <CheckList label="Key features" items={s.features} />
                  <CheckList label="Business benefits" items={s.benefits} />
                </div>
                <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                  <ContentButton link={s.getStarted} />
                  <ContentButton link={s.learnMore} variant="outline" />
                </div>
              </Card>
            ))}
          </ul>
        </Section>
      ))}

      <CtaBanner />
    </main>
  );
}
