import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@kalasetu/shared/limits';
import { sharedMessages } from '@kalasetu/shared/messages';
import { NOTIFICATION_KINDS } from '@kalasetu/shared/roles';
import { liveNoticeText, notificationAction, notificationText } from './notification-text';

const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The app's real texts, one namespace per file as lib/i18n.ts builds them, over the shared messages. */
function bundle(lang: Language) {
  return {
    ...sharedMessages[lang],
    ...Object.fromEntries(
      Object.entries(files)
        .filter(([file]) => file.includes(`/locales/${lang}/`))
        .map(([file, content]) => [
          file
            .split('/')
            .pop()!
            .replace(/\.json$/, ''),
          content,
        ]),
    ),
  };
}

const params = {
  title: 'Saree catalogue',
  name: 'Asha Rao',
  enterpriseName: 'Ilkal Looms',
  reason: 'Budget too low',
  skills: ['Photography', 'Kite Flying'],
};

describe('notificationText', () => {
  const t = {} as Record<Language, TFunction>;
  beforeAll(async () => {
    for (const lang of LANGUAGES) {
      const i18n = createInstance();
      await i18n.init({
        lng: lang,
        fallbackLng: false,
        interpolation: { escapeValue: false },
        resources: { [lang]: { translation: bundle(lang) } },
      });
      t[lang] = i18n.t;
    }
  });

  it('renders every kind in every language from its parameters, never a key or a placeholder', () => {
    for (const lang of LANGUAGES) {
      for (const kind of NOTIFICATION_KINDS.filter((k) => k !== 'legacy')) {
        const text = notificationText(t[lang], { kind, params });
        // A verification decision is about the person, not a job: it names none.
        if (!kind.startsWith('verification_'))
          expect(text, `${lang} ${kind}`).toContain(kind === 'new_message' ? 'Asha Rao' : 'Saree catalogue');
        expect(text, `${lang} ${kind}`).not.toMatch(/notice\.text|\{\{/);
      }
    }
  });

  it('is the reader’s language, not the writer’s: the same stored notice reads differently', () => {
    const notice = { kind: 'assigned' as const, params: { title: 'Saree catalogue' } };
    const texts = LANGUAGES.map((lang) => notificationText(t[lang], notice));
    expect(new Set(texts).size).toBe(4);
    expect(texts[0]).toBe(
      'You have been assigned to “Saree catalogue”. Message the enterprise to get started.',
    );
  });

  it('labels preset skills and the category in the reader’s language; a typed skill shows as written', () => {
    const notice = { kind: 'new_job' as const, params: { ...params, category: 'photography' } };
    expect(notificationText(t.en, notice)).toBe(
      'New Photography job for your skills (Photography, Kite Flying): “Saree catalogue”',
    );
    const hindi = notificationText(t.hi, notice);
    expect(hindi).toContain('फ़ोटोग्राफ़ी, Kite Flying');
    expect(notificationText(t.kn, notice)).toContain('ಛಾಯಾಗ್ರಹಣ');
    // Stored as the taxonomy's ids since decision 215.
    const byId = {
      kind: 'new_job' as const,
      params: { title: 'Reels', skills: ['social-media', 'logo-design'] },
    };
    expect(notificationText(t.hi, byId)).toContain('सोशल मीडिया, लोगो डिज़ाइन');
    expect(notificationText(t.en, byId)).toContain('Social Media, Logo Design');
    expect(notificationText(t.en, { kind: 'new_job', params: { ...params, category: null } })).toBe(
      'New job for your skills (Photography, Kite Flying): “Saree catalogue”',
    );
  });

  it('names the person, the enterprise and the admin’s reason where the kind uses them', () => {
    expect(notificationText(t.en, { kind: 'recommendation_declined', params })).toBe(
      'Your recommendation of Asha Rao for “Saree catalogue” was declined: Budget too low',
    );
    expect(notificationText(t.mr, { kind: 'invitation_received', params })).toContain('Ilkal Looms');
  });

  it('says how many files a delivery brought, in every language, and nothing of files when it brought none', () => {
    const notice = { kind: 'work_delivered' as const, params: { ...params, files: 3 } };
    expect(notificationText(t.en, notice)).toBe(
      'Asha Rao delivered work on “Saree catalogue”, files attached: 3. Review it and approve or ask for changes.',
    );
    for (const lang of LANGUAGES) {
      expect(notificationText(t[lang], notice), lang).toMatch(/: 3[.।]/);
      expect(notificationText(t[lang], { ...notice, params }), lang).not.toContain('3');
    }
    expect(
      liveNoticeText(t.hi, { kind: 'work_delivered', params: { title: 'x', name: 'y', files: 2 } })?.text,
    ).toContain('फ़ाइलें: 2');
  });

  it('shows a notice stored as text before kinds existed as it was written', () => {
    expect(notificationText(t.hi, { kind: 'legacy', params: { text: 'Old words' } })).toBe('Old words');
  });

  it('names the next step of every kind in every language', () => {
    for (const lang of LANGUAGES)
      for (const kind of NOTIFICATION_KINDS)
        expect(notificationAction(t[lang], kind), `${lang} ${kind}`).not.toMatch(/notifications\.action/);
  });

  it('words a live notice in the reader’s language, or gives up on one the stream brought too little of', () => {
    const notice = {
      kind: 'recommendation_received',
      params: { title: 'Wedding shoot', name: 'Asha', enterpriseName: 'Ilkal Looms', extra: 7 },
    };
    expect(liveNoticeText(t.en, notice)).toEqual({
      text: 'Ilkal Looms recommends Asha for “Wedding shoot”. Decide in the queue.',
      action: 'Review',
    });
    expect(liveNoticeText(t.hi, notice)?.text).toContain('Wedding shoot');
    expect(liveNoticeText(t.hi, notice)?.action).toBe('समीक्षा करें');
    expect(liveNoticeText(t.en, { kind: 'new_job', params: {} })).toBeNull();
    expect(liveNoticeText(t.en, { kind: 'a_kind_from_a_newer_server', params: { title: 'x' } })).toBeNull();
    expect(liveNoticeText(t.en, { kind: 'legacy', params: { text: 'Old words' } })).toBeNull();
    expect(liveNoticeText(t.en, { kind: 'new_message', params: { name: 'Asha' } })?.text).toBe(
      'New message from Asha',
    );
  });
});
