import { createFileRoute } from '@tanstack/react-router';
import { nigerianLanguageChatbots } from '../../content/articles/nigerian-language-chatbots';
import { articleBySlug } from '../../content/articles/catalogue';
import { ArticlePage } from '../../features/content-pages/resources/article-page';
import { pageHead } from '../../lib/seo';

const meta = articleBySlug('nigerian-language-chatbots');

export const Route = createFileRoute('/resources/nigerian-language-chatbots')({
  head: () => pageHead({ title: meta.title, description: meta.excerpt, path: meta.path, type: 'article' }),
  component: Page,
});

function Page() {
  return <ArticlePage meta={meta} body={nigerianLanguageChatbots} />;
}
