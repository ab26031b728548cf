import { useTranslation } from 'react-i18next';

/** Preset skills read in the reader's language; skills typed by an enterprise show as written. */
export function useSkillLabel() {
  const { t } = useTranslation();
  return (skill: string) => t(`jobs.skill.${skill}`, { defaultValue: skill });
}
