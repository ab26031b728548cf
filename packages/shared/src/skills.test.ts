import { describe, expect, it } from 'vitest';
import { creatorProfileEditSchema } from './people';
import { createJobSchema, jobListQuerySchema } from './jobs';
import { findSkill, SKILL_IDS, SKILLS, skillKey, skillName, skillSpellings } from './skills';

describe('the skill taxonomy (decision 215)', () => {
  it('has unique ids in slug form', () => {
    expect(new Set(SKILL_IDS).size).toBe(SKILL_IDS.length);
    for (const id of SKILL_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('gives every spelling to one skill only: names and synonyms never overlap', () => {
    const owner = new Map<string, string>();
    for (const skill of SKILLS) {
      for (const text of [skill.id, skill.name, ...skill.synonyms]) {
        const key = skillKey(text);
        expect(key, `${skill.id}: "${text}"`).not.toBe('');
        const other = owner.get(key);
        expect(other === undefined || other === skill.id, `"${text}" is both ${other} and ${skill.id}`).toBe(
          true,
        );
        owner.set(key, skill.id);
      }
      expect(new Set(skill.synonyms.map(skillKey)).size, skill.id).toBe(skill.synonyms.length);
    }
    expect(skillSpellings().length).toBe(owner.size);
  });

  it('holds both of the spec’s lists and the design skills the home page sells', () => {
    const spec = [
      'Videography',
      'Photography',
      'Video Editing',
      'Sound Design',
      'Animation',
      'Motion Graphics',
      'Drone Operation',
      'Camera Operation',
      'Lighting',
      'Content Creation',
      'Social Media',
      'Social Media Marketing',
      'Photo Editing',
      'Graphic Design',
      'Digital Marketing',
      'Logo Design',
    ];
    for (const text of spec) expect(findSkill(text), text).not.toBeNull();
  });

  it('finds a skill by id, name or synonym whatever the case, spaces or punctuation', () => {
    expect(findSkill('social-media')).toBe('social-media');
    expect(findSkill('Social Media Marketing')).toBe('social-media');
    expect(findSkill('  SOCIAL_media ')).toBe('social-media');
    expect(findSkill('SMM')).toBe('social-media');
    expect(findSkill('logo')).toBe('logo-design');
    expect(findSkill('drone operation')).toBe('drone-operation');
    expect(findSkill('Pottery')).toBeNull();
    expect(findSkill('')).toBeNull();
    expect(skillName('video-editing')).toBe('Video Editing');
    expect(skillName('Pottery')).toBe('Pottery');
  });
});

describe('skills in the contracts', () => {
  const job = {
    title: 'Reels',
    description: 'Short videos',
    location: 'Pune',
    budgetMin: 1000,
    budgetMax: 2000,
    deadline: '2999-01-01',
  };

  it('stores a posted job’s skills as ids, two spellings of one skill once', () => {
    const parsed = createJobSchema.parse({
      ...job,
      skills: ['Social Media Marketing', 'social media', 'Logo'],
    });
    expect(parsed.skills).toEqual(['social-media', 'logo-design']);
    expect(createJobSchema.parse(job).skills).toEqual([]);
  });

  it('refuses a skill outside the taxonomy with its own message', () => {
    const result = createJobSchema.safeParse({ ...job, skills: ['Photography', 'Kite Flying'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.skillUnknown']);
    expect(jobListQuerySchema.safeParse({ skills: 'Kite Flying' }).success).toBe(false);
  });

  it('reads a search filter’s old spelling as the skill it names', () => {
    expect(jobListQuerySchema.parse({ skills: ['Social Media Marketing', 'videography'] }).skills).toEqual([
      'social-media',
      'videography',
    ]);
  });

  it('reads a profile’s comma-separated skills as ids', () => {
    const parsed = creatorProfileEditSchema.parse({
      name: 'Asha',
      available: true,
      skills: 'Photography, Video Editing , ,Content Writing',
    });
    expect(parsed.skills).toEqual(['photography', 'video-editing', 'content-creation']);
  });
});
