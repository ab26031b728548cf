import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact';
import { nameField, singleLineText } from './fields';
import { createJobSchema } from './jobs';
import { translate } from './messages';
import { enterpriseProfileEditSchema } from './people';
import { portfolioItemInputSchema } from './portfolio';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

// A line break in a name or a title once reached mail subjects and bodies.
describe('single-line text', () => {
  const breaking = [
    'Asha\nRao',
    'Asha\r\nBcc: x@example.com',
    'Asha\tRao',
    'Asha\u0000Rao',
    'Asha\u2028Rao',
    'A\u0085B',
  ];

  it.each(breaking)('refuses %j with a translated message', (value) => {
    const result = nameField.safeParse(value);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe('validation.singleLine');
    for (const lang of ['en', 'hi', 'kn', 'mr'] as const) {
      expect(translate(lang, 'validation.singleLine')).not.toBe('validation.singleLine');
    }
  });

  it('accepts names in every script, with inner spaces and punctuation', () => {
    for (const name of ['Asha Rao', 'आशा राव', 'ಆಶಾ ರಾವ್', "D'Souza & Sons, Pvt. Ltd."]) {
      expect(nameField.parse(`  ${name} `)).toBe(name);
    }
  });

  it('trims surrounding line breaks before judging (a pasted name keeps working)', () => {
    expect(singleLineText().parse('Asha Rao\n')).toBe('Asha Rao');
  });

  it('applies to job titles and places, company names, portfolio titles and contact subjects', () => {
    const job = {
      title: 'Mango photos\nfor you',
      description: 'Forty products\non a white background.',
      location: 'Ratnagiri',
      budgetMin: '10000',
      budgetMax: '25000',
      deadline: '2099-01-31',
    };
    const jobResult = createJobSchema.safeParse(job);
    expect(jobResult.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['title']);
    expect(
      createJobSchema.safeParse({ ...job, title: 'Mango photos', location: 'Ratna\ngiri' }).success,
    ).toBe(false);

    const enterprise = { name: 'Asha', companyName: 'Farm\nCo', industry: 'agriculture' };
    expect(messageOf(enterpriseProfileEditSchema.safeParse(enterprise))).toBe('validation.singleLine');

    expect(
      portfolioItemInputSchema.safeParse({
        type: 'link',
        title: 'Farm\rsite',
        mediaUrl: 'https://farm.example',
      }).success,
    ).toBe(false);

    const contact = {
      name: 'Asha',
      email: 'asha@example.com',
      subject: 'Hi\nBcc: x',
      message: 'A long enough message here.',
    };
    expect(messageOf(contactMessageSchema.safeParse(contact))).toBe('validation.singleLine');
    // The message itself is multi-line text.
    expect(
      contactMessageSchema.safeParse({ ...contact, subject: 'Hi', message: 'Line one\nLine two is long' })
        .success,
    ).toBe(true);
  });
});
