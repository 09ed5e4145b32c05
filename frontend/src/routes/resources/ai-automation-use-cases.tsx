import { createFileRoute } from '@tanstack/react-router';
import { aiAutomationUseCases } from '../../content/articles/ai-automation-use-cases';
import { articleBySlug } from '../../content/articles/catalogue';
import { ArticlePage } from '../../features/content-pages/resources/article-page';
import { pageHead } from '../../lib/seo';

const meta = articleBySlug('ai-automation-use-cases');

export const Route = createFileRoute('/resources/ai-automation-use-cases')({
  head: () => pageHead({ title: meta.title, description: meta.excerpt, path: meta.path, type: 'article' }),
  component: Page,
});

function Page() {
  return <ArticlePage meta={meta} body={aiAutomationUseCases} />;
}
