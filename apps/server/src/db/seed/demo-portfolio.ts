import type { DbOrTx } from '../client';
import { portfolioItems } from '../schema/portfolio-items';
import { DAY } from './demo-people';

/**
 * The demo creators' work. The pictures ship with the web app (apps/web/public/demo, drawn by
 * scripts/make-demo-images.mjs); the rows carry no storage keys, so removing an item never deletes a shipped file.
 */
export const DEMO_PORTFOLIOS: Record<string, Array<{ file: string; title: string; description: string }>> = {
  arjun: [
    {
      file: 'arjun-grapes',
      title: 'Harvest crate, Sahyadri grapes',
      description: 'Top-light product shot for a produce-box launch.',
    },
    {
      file: 'arjun-mangoes',
      title: 'Alphonso season',
      description: 'Catalogue photograph for a Ratnagiri orchard’s online shop.',
    },
    {
      file: 'arjun-spice-jar',
      title: 'Kolhapuri masala jar',
      description: 'Packshot on a warm sweep for marketplace listings.',
    },
  ],
  kavya: [
    {
      file: 'kavya-saree-border',
      title: 'Ilkal border detail',
      description: 'Close crop from a weavers’ cooperative catalogue.',
    },
    {
      file: 'kavya-loom-film',
      title: 'On the loom (film still)',
      description: 'From a two-minute film on a Dharwad weaving family.',
    },
    {
      file: 'kavya-ilkal-reel',
      title: 'Festival collection reel',
      description: 'Reel cover for a new silk-cotton range.',
    },
  ],
  imran: [
    {
      file: 'imran-millet-pouch',
      title: 'Millet snack pouch',
      description: 'Packaging design for a Telangana millet brand.',
    },
    {
      file: 'imran-brand-sheet',
      title: 'Spice shop identity',
      description: 'Logo, stationery and colours for a family business.',
    },
    {
      file: 'imran-dairy-pack',
      title: 'Dairy bottle range',
      description: 'Cap colours and labels for three milk variants.',
    },
  ],
  priya: [
    {
      file: 'priya-harbour',
      title: 'Morning catch at Kochi harbour',
      description: 'Cover photograph for a seafood brand’s Instagram.',
    },
    {
      file: 'priya-feed',
      title: 'Spice brand feed',
      description: 'A month of posts planned and shot in three languages.',
    },
    {
      file: 'priya-chilli-pouch',
      title: 'Chilli powder launch',
      description: 'Packshot for a WhatsApp catalogue.',
    },
  ],
  sandeep: [
    {
      file: 'sandeep-vineyard',
      title: 'Golden hour in the vineyard',
      description: 'Landscape series for a Nashik winery.',
    },
    {
      file: 'sandeep-grape-crate',
      title: 'Green grapes for export',
      description: 'Studio shot for an exporter’s brochure.',
    },
    {
      file: 'sandeep-pottery',
      title: 'Blue pottery still life',
      description: 'Window-light catalogue shot for a Jaipur workshop.',
    },
  ],
  lakshmi: [
    {
      file: 'lakshmi-harbour-dawn',
      title: 'Boats at dawn (film still)',
      description: 'From a documentary on a fishing village near Visakhapatnam.',
    },
    {
      file: 'lakshmi-dairy-morning',
      title: 'The morning milk run',
      description: 'Film for a dairy cooperative’s anniversary.',
    },
    {
      file: 'lakshmi-harbour-dusk',
      title: 'Return at dusk',
      description: 'Closing shot of the same documentary.',
    },
  ],
};

export const demoPortfolioUrl = (file: string) => `/demo/portfolio/${file}.webp`;

export async function insertDemoPortfolios(
  db: DbOrTx,
  creators: Array<{ key: string; id: string; joinedDaysAgo: number }>,
  now: number,
) {
  const rows = creators.flatMap(({ key, id, joinedDaysAgo }) =>
    (DEMO_PORTFOLIOS[key] ?? []).map((item, position) => {
      // Added in the creator's first weeks, oldest first.
      const added = new Date(now - (joinedDaysAgo - 3 - position * 4) * DAY);
      return {
        creatorId: id,
        type: 'image' as const,
        title: item.title,
        description: item.description,
        mediaUrl: demoPortfolioUrl(item.file),
        thumbnailUrl: demoPortfolioUrl(item.file),
        mediaKey: null,
        thumbnailKey: null,
        position,
        createdAt: added,
        updatedAt: added,
      };
    }),
  );
  if (rows.length > 0) await db.insert(portfolioItems).values(rows);
}
