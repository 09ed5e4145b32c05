// Renders the rich-text blocks of articles and legal pages.
import type { Block } from '../../../content/blocks';

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'p':
      return <p className="mt-4 leading-7 text-slate-700">{block.text}</p>;
    case 'h3':
      return <h3 className="mt-8 text-xl font-semibold text-slate-900">{block.text}</h3>;
    case 'ul':
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol className="mt-4 list-decimal space-y-2 pl-6 leading-7 text-slate-700 marker:font-semibold marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'table':
      return (
        // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
        <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label={block.caption}>
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <caption className="bg-slate-50 px-4 py-2 text-left text-sm font-semibold text-slate-900">{block.caption}</caption>
            <thead className="bg-brand-50 text-slate-900">
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col" className="px-4 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r} className="border-t border-slate-200 align-top">
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row" className="px-4 py-2 font-medium text-slate-900">
                        {cell}
                      </th>
                    ) : (
                      <td key={c} className="px-4 py-2 text-slate-700">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'callout':
      return (
        <div role="note" className="mt-6 rounded-lg border-l-4 border-accent-500 bg-amber-50 p-4">
          <p className="font-semibold text-slate-900">{block.title}</p>
          <p className="mt-1 leading-7 text-slate-700">{block.text}</p>
        </div>
      );
  }
}
