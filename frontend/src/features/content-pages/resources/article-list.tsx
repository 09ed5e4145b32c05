// Cards linking to the articles, with category, read time and date (resources hub, blog listing).
import { Link } from '@tanstack/react-router';
import type { ArticleMeta } from '../../../content/articles/catalogue';
import { Icon } from '../../../components/ui/icon';

export function ArticleCards({ items }: { items: readonly ArticleMeta[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((a) => (
        <li key={a.slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-800">
              <span className="sr-only">Category: </span>
              {a.category}
            </span>
            <span className="inline-flex items-center gap-1">
              <Icon name="clock" className="h-3.5 w-3.5" />
              {a.readTime} read
            </span>
            <time dateTime={a.isoDate}>{a.publishDate}</time>
          </p>
          <h3 className="mt-3 text-lg font-semibold text-slate-900">
            <Link to={a.path} className="hover:text-brand-700 hover:underline">
              {a.title}
            </Link>
          </h3>
          <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{a.excerpt}</p>
          <Link
            to={a.path}
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Read article<span className="sr-only">: {a.title}</span> <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
