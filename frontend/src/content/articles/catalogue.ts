// The five articles of the resources section: category, read time and date
// exactly as in the catalogue's table. Kept apart from the article bodies so the blog listing and the
// page heads can use it without loading every article.
import type { AppPath } from '../types';

export interface ArticleMeta {
  slug: string;
  path: AppPath;
  title: string;
  /** The page's h1 (may be longer than the listing title). */
  headline: string;
  excerpt: string;
  category: string;
  readTime: string;
  /** Display date, as in the catalogue. */
  publishDate: string;
  /** ISO date for structured data and <time datetime>. */
  isoDate: string;
  featured?: boolean;
  author: string;
}

export const articles = [
  {
    slug: 'microsoft-365-migration-guide',
    path: '/resources/microsoft-365-migration-guide',
    title: 'Microsoft 365 migration guide',
    headline: 'The complete Microsoft 365 migration guide for Nigerian businesses',
    excerpt:
      'How to choose a plan, pick the right migration method for your number of mailboxes, prepare your network and move without losing a single e-mail.',
    category: 'migration',
    readTime: '12 min',
    publishDate: 'March 15, 2024',
    isoDate: '2024-03-15',
    featured: true,
    author: 'Modern Work team',
  },
  {
    slug: 'ai-automation-use-cases',
    path: '/resources/ai-automation-use-cases',
    title: 'AI automation use cases for small businesses',
    headline: 'Ten AI automation use cases for small businesses in Nigeria',
    excerpt:
      'Practical ways a Nigerian SME can use AI and automation this quarter, from WhatsApp order taking to invoice capture, with what each costs and saves.',
    category: 'AI',
    readTime: '8 min',
    publishDate: 'March 10, 2024',
    isoDate: '2024-03-10',
    author: 'AI and Automation team',
  },
  {
    slug: 'cybersecurity-financial-institutions',
    path: '/resources/cybersecurity-financial-institutions',
    title: 'Cybersecurity for financial institutions',
    headline: 'Cybersecurity for Nigerian financial institutions: a practical playbook',
    excerpt:
      'The threats facing banks, microfinance banks and fintechs, what the CBN expects, and the controls that give the most protection per naira.',
    category: 'security',
    readTime: '10 min',
    publishDate: 'March 5, 2024',
    isoDate: '2024-03-05',
    author: 'Security team',
  },
  {
    slug: 'azure-vs-on-premises-cost-analysis',
    path: '/resources/azure-vs-on-premises-cost-analysis',
    title: 'Azure versus on-premises cost comparison',
    headline: 'Azure versus on-premises: what servers really cost a Nigerian business',
    excerpt:
      'A line-by-line comparison of owning servers and running them in Azure, including the diesel, cooling and exchange-rate costs most comparisons leave out.',
    category: 'cloud',
    readTime: '15 min',
    publishDate: 'February 28, 2024',
    isoDate: '2024-02-28',
    author: 'Cloud Infrastructure team',
  },
  {
    slug: 'nigerian-language-chatbots',
    path: '/resources/nigerian-language-chatbots',
    title: 'Building Customer Service Chatbots with Nigerian Language Support',
    headline: 'Building Customer Service Chatbots with Nigerian Language Support',
    excerpt:
      'How to design, build and measure a customer service chatbot that speaks English, Pidgin, Yoruba, Igbo and Hausa, with a 12-week roadmap.',
    category: 'AI Development',
    readTime: '12 min',
    publishDate: 'February 20, 2024',
    isoDate: '2024-02-20',
    author: 'AI and Automation team',
  },
] as const satisfies readonly ArticleMeta[];

export type ArticleSlug = (typeof articles)[number]['slug'];

export function articleBySlug(slug: ArticleSlug): ArticleMeta {
  const found = articles.find((a) => a.slug === slug);
  if (!found) throw new Error(`Unknown article ${slug}`);
  return found;
}
