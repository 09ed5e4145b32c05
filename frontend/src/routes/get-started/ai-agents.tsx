import { createFileRoute } from '@tanstack/react-router';
import { getStartedAiAgents } from '../../content/get-started/ai-agents';
import { BookingForm } from '../../lead-forms/components/booking-form';
import { GetStartedPage } from '../../features/content-pages/get-started/get-started-page';
import { startingPrices } from '../../content/starting-prices';
import { formatNaira } from '../../content/types';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/get-started/ai-agents')({
  head: () =>
    pageHead({
      title: 'Get Started with AI Agents',
      description: `AI agent packages from ${formatNaira(startingPrices.aiAgents)} with fixed timeframes: customer service, sales and helpdesk agents in Nigerian languages, and a free consultation.`,
      path: '/get-started/ai-agents',
    }),
  component: Page,
});

function Page() {
  return (
    <GetStartedPage
      page={getStartedAiAgents}
      path="/get-started/ai-agents"
      serviceName="AI agents development"
      bookingForm={<BookingForm defaultConsultationType={getStartedAiAgents.consultationType} />}
    />
  );
}
