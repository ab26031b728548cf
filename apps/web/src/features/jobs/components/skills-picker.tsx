import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { LIST_ITEM_MAX_LENGTH, LIST_MAX_ITEMS } from '@kalasetu/shared/limits';
import { findSkill, SKILL_IDS, type SkillId } from '@kalasetu/shared/skills';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { SkillToggleGroup } from '../../../components/skills/skill-toggle-group';
import { useSkillLabel } from '../../../lib/skill-label';

interface SkillsPickerProps {
  value: SkillId[];
  onChange(value: SkillId[]): void;
  error?: string;
}

/**
 * The taxonomy's skills to tap, a box that finds one by another name ("SMM", "logo"), and the chosen ones with a
 * remove button each. A name outside the taxonomy is refused here as on the server (decision 215).
 */
export function SkillsPicker({ value, onChange, error }: SkillsPickerProps) {
  const { t } = useTranslation();
  const skillLabel = useSkillLabel();
  const inputId = useId();
  const [custom, setCustom] = useState('');
  const [unknown, setUnknown] = useState(false);
  const add = () => {
    if (!custom.trim() || value.length >= LIST_MAX_ITEMS) return;
    const skill = findSkill(custom);
    setUnknown(skill === null);
    if (skill === null) return;
    if (!value.includes(skill)) onChange([...value, skill]);
    setCustom('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the skill instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <div className="space-y-3">
      <SkillToggleGroup
        legend={t('jobs.post.presetSkills')}
        options={SKILL_IDS}
        selected={value}
        onChange={onChange}
      />
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
          {t('jobs.post.customSkill')}
        </label>
        <div className="mt-1 flex gap-2">
          <Input
            id={inputId}
            value={custom}
            maxLength={LIST_ITEM_MAX_LENGTH}
            aria-invalid={unknown || undefined}
            aria-describedby={unknown ? `${inputId}-unknown` : undefined}
            onChange={(event) => {
              setCustom(event.target.value);
              setUnknown(false);
            }}
            onKeyDown={onKeyDown}
          />
          <Button variant="secondary" onClick={add} disabled={!custom.trim()}>
            <Plus aria-hidden="true" className="size-4" />
            {t('jobs.post.addSkill')}
          </Button>
        </div>
        {unknown ? (
          <p id={`${inputId}-unknown`} role="alert" className="mt-1 text-sm text-red-700">
            {t('validation.skillUnknown')}
          </p>
        ) : null}
      </div>
      <div>
        <p className="text-sm font-medium text-stone-800">{t('jobs.post.selectedSkills')}</p>
        {value.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {value.map((skill) => (
              <li key={skill}>
                <Badge tone="brand" removable>
                  {skillLabel(skill)}
                  <button
                    type="button"
                    onClick={() => onChange(value.filter((s) => s !== skill))}
                    aria-label={t('jobs.post.removeSkill', { skill: skillLabel(skill) })}
                    className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full hover:bg-brand-200"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-stone-600">{t('jobs.post.noSkills')}</p>
        )}
        {error ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {t(error, { defaultValue: error })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
