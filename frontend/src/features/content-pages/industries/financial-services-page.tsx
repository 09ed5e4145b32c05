import { financialServicesPage } from '../../../content/industries/financial-services';
import { IndustryPage } from './industry-page';

export function FinancialServicesPage() {
  return <IndustryPage page={financialServicesPage} path="/industries/financial-services" />;
}
