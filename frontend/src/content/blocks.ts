// Rich-text blocks for long prose (articles and legal pages), rendered by features/pages'
// prose component. Headings inside a section are h3; the section heading itself is an h2.

export type Block =
  | { type: 'p'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: readonly string[] }
  | { type: 'ol'; items: readonly string[] }
  | { type: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  | { type: 'callout'; title: string; text: string };
