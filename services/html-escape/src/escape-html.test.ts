import { expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

it('when text holds markup, quotes or ampersands, then each becomes its entity and nothing else changes', () => {
  expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  expect(escapeHtml('&amp; stays escaped once more')).toBe('&amp;amp; stays escaped once more');
  expect(escapeHtml('Ọ̀nà — plain text\nkeeps its lines')).toBe('Ọ̀nà — plain text\nkeeps its lines');
});
