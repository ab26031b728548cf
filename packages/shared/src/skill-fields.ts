import { z } from 'zod';
import { splitList } from './fields';
import { LIST_ITEM_MAX_LENGTH, LIST_MAX_ITEMS } from './limits';
import { findSkill, type SkillId } from './skills';

/** Reads each text as a skill's id; one text outside the taxonomy refuses the whole list, on the list's own field. */
function toSkillIds(texts: string[], ctx: z.RefinementCtx): SkillId[] {
  const ids = texts.map(findSkill);
  if (ids.every((id): id is SkillId => id !== null)) return [...new Set(ids)];
  ctx.addIssue({ code: 'custom', message: 'validation.skillUnknown', input: texts });
  return z.NEVER;
}

const skillTexts = (max: number) =>
  z
    .array(z.string().max(LIST_ITEM_MAX_LENGTH, { error: 'validation.tooLong' }))
    .max(max, { error: 'validation.tooMany' });

/**
 * One skill: an id, its English name or a synonym ("Social Media Marketing"), read as the taxonomy's id; text
 * outside the taxonomy is refused (decision 215). The form and the server share it.
 */
export const skillField = z
  .string()
  .max(LIST_ITEM_MAX_LENGTH, { error: 'validation.tooLong' })
  .transform((text, ctx) => toSkillIds([text], ctx)[0] as SkillId);

/** Skills as a list (a search's filters): distinct ids, two spellings of one skill counting once. */
export const skillIdsField = (max = LIST_MAX_ITEMS) => skillTexts(max).transform(toSkillIds);

/**
 * A list of skills as a form or a request sends it ("Photography, Video Editing" or an array), as distinct ids.
 */
export const skillListField = (requiredMessage?: string) => {
  const items = skillIdsField();
  return z.preprocess(
    splitList,
    requiredMessage ? items.refine((ids) => ids.length > 0, { error: requiredMessage }) : items,
  );
};
