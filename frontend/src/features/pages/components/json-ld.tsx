// Structured data rendered with the page body rather than the head, so the data it is built from
// stays in the page's own chunk instead of the shared entry (search engines read JSON-LD anywhere).
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" is escaped so a value can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
