import { createFileRoute } from '@tanstack/react-router';
import { microsoft365MigrationGuide } from '../../content/articles/microsoft-365-migration-guide';
import { articleBySlug } from '../../content/articles/catalogue';
import { ArticlePage } from '../../features/content-pages/resources/article-page';
import { pageHead } from '../../lib/seo';

const meta = articleBySlug('microsoft-365-migration-guide');

export const Route = createFileRoute('/resources/microsoft-365-migration-guide')({
  head: () => pageHead({ title: meta.title, description: meta.excerpt, path: meta.path, type: 'article' }),
  component: Page,
});

function Page() {
  return <ArticlePage meta={meta} body={microsoft365MigrationGuide} />;
}
