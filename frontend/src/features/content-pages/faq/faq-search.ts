// FAQ search and numbering: case-insensitive substring match on
// question, answer and category; each entry's global index is category index × 100 + question index.
import type { FaqCategory, FaqEntry } from '../../../content/faq';

export interface FaqResult extends FaqEntry {
  category: string;
  index: number;
}

export function faqIndex(categoryIndex: number, questionIndex: number): number {
  return categoryIndex * 100 + questionIndex;
}

export function searchFaqs(categories: readonly FaqCategory[], query: string): FaqResult[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return categories.flatMap((c, ci) =>
    c.questions
      .map((entry, qi) => ({ ...entry, category: c.category, index: faqIndex(ci, qi) }))
      .filter((e) => e.question.toLowerCase().includes(q) || e.answer.toLowerCase().includes(q) || e.category.toLowerCase().includes(q)),
  );
}
