import { z } from 'zod';
import { splitList } from './fields';
import { LIST_ITEM_MAX_LENGTH, LIST_MAX_ITEMS } from './limits';
import { findSkill, type SkillId } from './skills';

/**
 * One skill: an id, its English name or a synonym ("Social Media Marketing"), read as the taxonomy's id; text
 * outside the taxonomy is refused (decision 215). The form and the server share it.
 */
export const skillField = z
  .string()
  .max(LIST_ITEM_MAX_LENGTH, { error: 'validation.tooLong' })
  .transform((text, ctx) => {
    const id = findSkill(text);
    if (id) return id;
    ctx.addIssue({ code: 'custom', message: 'validation.skillUnknown', input: text });
    return z.NEVER;
  });

const unique = (ids: SkillId[]) => [...new Set(ids)];

/**
 * A list of skills as a form or a request sends it ("Photography, Video Editing" or an array), as distinct ids.
 * Two spellings of one skill count once.
 */
export const skillListField = (requiredMessage?: string) => {
  const items = z.array(skillField).max(LIST_MAX_ITEMS, { error: 'validation.tooMany' }).transform(unique);
  return z.preprocess(
    splitList,
    requiredMessage ? items.refine((ids) => ids.length > 0, { error: requiredMessage }) : items,
  );
};
