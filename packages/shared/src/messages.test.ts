import { describe, expect, it } from 'vitest';
import { pickLanguage, translate } from './messages';

describe('server-side translation', () => {
  it('picks the best supported language from Accept-Language', () => {
    expect(pickLanguage('kn-IN,kn;q=0.9,en;q=0.8')).toBe('kn');
    expect(pickLanguage('fr-FR,mr;q=0.5')).toBe('mr');
    expect(pickLanguage('fr')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });

  it('falls back to English, then to the key', () => {
    expect(translate('hi', 'validation.passwordsDontMatch')).toBe('पासवर्ड मेल नहीं खाते!');
    expect(translate('kn', 'no.such.key')).toBe('no.such.key');
    expect(translate('en', 'email.resetGreeting', { name: 'Asha' })).toBe('Hello Asha,');
  });
});
