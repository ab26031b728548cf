import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@kalasetu/shared/limits';
import { JOB_CATEGORIES } from '@kalasetu/shared/options';
import { SKILLS } from '@kalasetu/shared/skills';
import { categoryLabel, skillLabel } from './skill-label';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/options.json', {
  eager: true,
  import: 'default',
});

describe('skill and category labels (decision 215)', () => {
  const t = {} as Record<Language, TFunction>;
  beforeAll(async () => {
    for (const lang of LANGUAGES) {
      const options = Object.entries(files).find(([file]) => file.includes(`/locales/${lang}/`))?.[1];
      const i18n = createInstance();
      await i18n.init({
        lng: lang,
        fallbackLng: false,
        resources: { [lang]: { translation: { options } } },
      });
      t[lang] = i18n.t;
    }
  });

  it('gives every skill of the taxonomy a label in all four languages, English being its name', () => {
    for (const skill of SKILLS) {
      const labels = LANGUAGES.map((lang) => skillLabel(t[lang], skill.id));
      expect(labels[0], skill.id).toBe(skill.name);
      for (const [index, label] of labels.entries()) {
        expect(label, `${LANGUAGES[index]} ${skill.id}`).not.toMatch(/^options\.|^$/);
        if (index > 0) expect(label, `${LANGUAGES[index]} ${skill.id}`).not.toBe(skill.name);
      }
    }
  });

  it('labels an old spelling as its skill and shows text outside the taxonomy as stored', () => {
    expect(skillLabel(t.hi, 'Social Media Marketing')).toBe('सोशल मीडिया');
    expect(skillLabel(t.kn, 'logo-design')).toBe('ಲೋಗೋ ವಿನ್ಯಾಸ');
    expect(skillLabel(t.hi, 'Kite Flying')).toBe('Kite Flying');
  });

  it('reads the English name while the options texts are not loaded yet (the home page’s first paint)', async () => {
    const bare = createInstance();
    await bare.init({ lng: 'en', resources: { en: { translation: { common: {} } } } });
    expect(skillLabel(bare.t, 'social-media')).toBe('Social Media');
  });

  it('labels every job category in every language', () => {
    for (const category of JOB_CATEGORIES)
      for (const lang of LANGUAGES) expect(categoryLabel(t[lang], category)).not.toMatch(/^options\.|^$/);
    expect(categoryLabel(t.hi, 'Social Media')).toBe('सोशल मीडिया');
    expect(categoryLabel(t.en, 'Pottery')).toBe('Pottery');
  });
});
