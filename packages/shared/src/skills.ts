/**
 * The one skill taxonomy (decision 215): the union of the spec's posting presets and search list, plus the design
 * skills the home page sells. Jobs, profiles, filters, job alerts and the showcase store a skill's `id`; the web
 * labels it through `options.skill.<id>` in the reader's language. `name` is its English name for places with no
 * reader (link previews); `synonyms` are the other spellings people type or that were stored before, matched
 * without regard to case, spaces or punctuation. No zod here: the Find Jobs page's first render reads it.
 */
export const SKILLS = [
  { id: 'photography', name: 'Photography', synonyms: ['photographer', 'photos', 'product photography'] },
  {
    id: 'videography',
    name: 'Videography',
    synonyms: ['videographer', 'video shooting', 'video production'],
  },
  { id: 'video-editing', name: 'Video Editing', synonyms: ['video editor', 'editing videos'] },
  {
    id: 'photo-editing',
    name: 'Photo Editing',
    synonyms: ['photo retouching', 'retouching', 'image editing'],
  },
  { id: 'sound-design', name: 'Sound Design', synonyms: ['sound editing', 'audio editing'] },
  { id: 'animation', name: 'Animation', synonyms: ['animator', '2d animation', '3d animation'] },
  { id: 'motion-graphics', name: 'Motion Graphics', synonyms: ['motion design'] },
  {
    id: 'drone-operation',
    name: 'Drone Operation',
    synonyms: ['drone', 'drone pilot', 'aerial photography'],
  },
  { id: 'camera-operation', name: 'Camera Operation', synonyms: ['camera operator', 'cameraman'] },
  { id: 'lighting', name: 'Lighting', synonyms: ['lighting design', 'gaffer'] },
  {
    id: 'content-creation',
    name: 'Content Creation',
    synonyms: ['content creator', 'content writing', 'reels'],
  },
  {
    id: 'social-media',
    name: 'Social Media',
    synonyms: ['social media marketing', 'social media management', 'smm'],
  },
  { id: 'digital-marketing', name: 'Digital Marketing', synonyms: ['online marketing'] },
  { id: 'graphic-design', name: 'Graphic Design', synonyms: ['graphic designer', 'design', 'graphics'] },
  { id: 'logo-design', name: 'Logo Design', synonyms: ['logo', 'logos', 'logo designer'] },
  { id: 'branding', name: 'Branding', synonyms: ['brand identity', 'brand design'] },
  {
    id: 'print-design',
    name: 'Print Design',
    synonyms: ['brochure design', 'poster design', 'packaging design'],
  },
] as const;

export type SkillId = (typeof SKILLS)[number]['id'];
export const SKILL_IDS = SKILLS.map((skill) => skill.id) as [SkillId, ...SkillId[]];

/** "Social-Media  Marketing" → "social media marketing": the form every spelling is compared in. */
export function skillKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const BY_KEY: ReadonlyMap<string, SkillId> = new Map(
  SKILLS.flatMap((skill) =>
    [skill.id, skill.name, ...skill.synonyms].map((text) => [skillKey(text), skill.id] as const),
  ),
);

/** The skill an id, its English name or a synonym names; null for text outside the taxonomy. */
export function findSkill(text: string): SkillId | null {
  return BY_KEY.get(skillKey(text)) ?? null;
}

export const isSkillId = (value: string): value is SkillId =>
  (SKILL_IDS as readonly string[]).includes(value);

/** The English name, for text read by no one in particular (link previews); a stored text outside the list as is. */
export function skillName(value: string): string {
  return SKILLS.find((skill) => skill.id === value)?.name ?? value;
}

/** Every spelling the migration to ids (0012) and the tests know, as [spelling key, id] pairs. */
export function skillSpellings(): Array<[string, SkillId]> {
  return [...BY_KEY.entries()];
}
