import type { FastifyInstance } from 'fastify';
import type { ShowcaseItem } from '@kalasetu/shared/showcase';
import { showcaseInOrder, type ShowcaseRow } from './showcase.repository';

/** The gallery is curated by admins and small; a cap keeps one response bounded all the same. */
export const SHOWCASE_LIST_MAX = 200;

export function toShowcaseItem(s: ShowcaseRow): ShowcaseItem {
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    imageUrl: s.imageUrl,
    link: s.link,
    category: s.category,
    featured: s.featured,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export async function listShowcase(app: FastifyInstance): Promise<ShowcaseItem[]> {
  return (await showcaseInOrder(app.db, SHOWCASE_LIST_MAX)).map(toShowcaseItem);
}
