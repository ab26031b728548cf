import { z } from 'zod';

export const showcaseItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  category: z.string(),
  featured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShowcaseItem = z.infer<typeof showcaseItemSchema>;

export const showcaseListResponseSchema = z.object({ items: z.array(showcaseItemSchema) });
export type ShowcaseListResponse = z.infer<typeof showcaseListResponseSchema>;

/** The chips of the gallery: each category present once (first spelling wins), alphabetically; blanks left out. */
export function showcaseCategories(items: ReadonlyArray<Pick<ShowcaseItem, 'category'>>): string[] {
  const seen = new Map<string, string>();
  for (const { category } of items) {
    const label = category.trim();
    if (label && !seen.has(label.toLowerCase())) seen.set(label.toLowerCase(), label);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** Items of one category (case-insensitive), or all of them for null. Order is kept: featured first, as served. */
export function filterShowcase<T extends Pick<ShowcaseItem, 'category'>>(
  items: readonly T[],
  category: string | null,
): T[] {
  if (!category) return [...items];
  const wanted = category.trim().toLowerCase();
  return items.filter((item) => item.category.trim().toLowerCase() === wanted);
}
