import { createFileRoute } from '@tanstack/react-router';
import { AiAgentsPage } from '../../features/content-pages/services/ai-agents-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/services/ai-agents')({
  head: () =>
    pageHead({
      title: 'AI Agents for Nigerian Businesses',
      description:
        'AI agents for customer service, sales, process automation, HR, finance and IT support, speaking English, Pidgin, Yoruba, Igbo and Hausa.',
      path: '/services/ai-agents',
      preset: 'ai',
    }),
  component: AiAgentsPage,
});
