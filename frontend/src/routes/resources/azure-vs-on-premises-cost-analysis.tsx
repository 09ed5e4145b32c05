import { createFileRoute } from '@tanstack/react-router';
import { azureVsOnPremisesCostAnalysis } from '../../content/articles/azure-vs-on-premises-cost-analysis';
import { articleBySlug } from '../../content/articles/catalogue';
import { ArticlePage } from '../../features/content-pages/resources/article-page';
import { pageHead } from '../../lib/seo';

const meta = articleBySlug('azure-vs-on-premises-cost-analysis');

export const Route = createFileRoute('/resources/azure-vs-on-premises-cost-analysis')({
  head: () => pageHead({ title: meta.title, description: meta.excerpt, path: meta.path, type: 'article' }),
  component: Page,
});

function Page() {
  return <ArticlePage meta={meta} body={azureVsOnPremisesCostAnalysis} />;
}
