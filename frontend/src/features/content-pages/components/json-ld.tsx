// Structured data rendered with the page body rather than the head, so the data it is built from
// (plans, for example) stays in the page's own chunk instead of the app's shared one (search engines
// read JSON-LD anywhere). Built by lib/structured-data.ts.
import { jsonLdText, type JsonLdData } from '../../../lib/structured-data';

export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
