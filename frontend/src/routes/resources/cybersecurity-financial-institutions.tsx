import { createFileRoute } from '@tanstack/react-router';
import { cybersecurityFinancialInstitutions } from '../../content/articles/cybersecurity-financial-institutions';
import { articleBySlug } from '../../content/articles/catalogue';
import { ArticlePage } from '../../features/content-pages/resources/article-page';
import { pageHead } from '../../lib/seo';

const meta = articleBySlug('cybersecurity-financial-institutions');

export const Route = createFileRoute('/resources/cybersecurity-financial-institutions')({
  head: () => pageHead({ title: meta.title, description: meta.excerpt, path: meta.path, type: 'article' }),
  component: Page,
});

function Page() {
  return <ArticlePage meta={meta} body={cybersecurityFinancialInstitutions} />;
}
