import { formatRupeeRange, formatRupees } from '@kalasetu/shared/money';

export type Audience = 'creator' | 'enterprise';

/** Guide ids per audience; their texts live under resources.guides.<id> (title, summary, p1…p4). */
export const GUIDES: Record<Audience, readonly string[]> = {
  creator: ['pricing', 'portfolio', 'proposal', 'clients'],
  enterprise: ['brief', 'budget', 'choosing', 'collaboration'],
};

export const GUIDE_PARAGRAPHS = ['p1', 'p2', 'p3', 'p4'] as const;

/**
 * Amounts quoted in the guides, formatted by the one money formatter so every language writes them the same
 * Indian way (₹3,000 – ₹8,000). Typical small-city ranges, said to be such on the page.
 */
export function guideAmounts(): Record<string, string> {
  return {
    shoot: formatRupeeRange(3_000, 8_000),
    reel: formatRupeeRange(2_500, 7_000),
    logo: formatRupeeRange(2_000, 10_000),
    example: formatRupees(1_50_000),
    catalogue: formatRupeeRange(5_000, 15_000),
    video: formatRupeeRange(10_000, 40_000),
    social: formatRupeeRange(8_000, 25_000),
  };
}

export const guidePath = (audience: Audience, id: string) => `/resources/${audience}#${id}`;
