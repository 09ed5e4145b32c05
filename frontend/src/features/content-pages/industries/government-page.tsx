import { governmentPage } from '../../../content/industries/government';
import { IndustryPage } from './industry-page';

export function GovernmentPage() {
  return <IndustryPage page={governmentPage} path="/industries/government" />;
}
