// The three success stories of /book-consultation (company, solution, result, timeframe).
export interface BookingSuccessStory {
  company: string;
  industry: string;
  solution: string;
  result: string;
  timeframe: string;
}

export const bookingSuccessStories: readonly BookingSuccessStory[] = [
  {
    company: 'Rivers Manufacturing Company',
    industry: 'Manufacturing',
    solution: 'Odoo ERP with inventory and production planning',
    result: '40% improvement in inventory accuracy',
    timeframe: '3 months',
  },
  {
    company: 'Trans-Amadi Specialist Clinic',
    industry: 'Healthcare',
    solution: 'Microsoft 365 and Azure for patient records',
    result: '35% reduction in IT costs',
    timeframe: '2 months',
  },
  {
    company: 'Delta Oil Services Limited',
    industry: 'Oil & Gas',
    solution: 'AI agents for field reporting and customer enquiries',
    result: '60% fewer manual reporting tasks',
    timeframe: '6 weeks',
  },
];
