import { manufacturingPage } from '../../../content/industries/manufacturing';
import { IndustryPage } from './industry-page';

export function ManufacturingPage() {
  return <IndustryPage page={manufacturingPage} path="/industries/manufacturing" />;
}
