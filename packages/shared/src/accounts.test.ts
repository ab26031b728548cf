import { describe, expect, it } from 'vitest';
import {
  creatorSignUpSchema,
  enterpriseSettingsSchema,
  enterpriseSignUpSchema,
  onboardingEnterpriseSchema,
  onboardingCreatorSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  creatorSettingsSchema,
} from './accounts';
import { contactMessageSchema } from './contact';
import { normalizeIndianPhone, splitList } from './fields';

const STRONG = 'Str0ng!pass';
const creator = {
  role: 'creator',
  name: 'Kavya',
  email: 'Kavya@Example.com ',
  phone: '9845012345',
  address: 'Hubballi',
  bio: 'Films',
  skills: 'Photography, Video Editing',
  interests: 'Fashion, Technology, Travel',
  password: STRONG,
  confirmPassword: STRONG,
};
const enterprise = {
  role: 'enterprise',
  name: 'Rohini',
  companyName: 'Sahyadri',
  industry: 'agriculture',
  state: 'maharashtra',
  district: 'Nashik',
  turnover: 'less_than_10_lakhs',
  productsServices: 'Grapes',
  phone: '+91 98765 43210',
  establishedDate: '2015-01-01',
  address: 'Nashik',
  email: 'a@b.in',
  password: STRONG,
  confirmPassword: STRONG,
};
/** The first message per field, as the forms and the server show it. */
const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('password rule', () => {
  it.each([
    ['short1!A', true],
    ['Short1!', false],
    ['alllower1!', false],
    ['ALLUPPER1!', false],
    ['NoDigits!!', false],
    ['NoSpecial12', false],
    ['Good#Pass99', true],
  ])('%s → %s', (password, ok) => {
    const result = creatorSignUpSchema.safeParse({ ...creator, password, confirmPassword: password });
    expect(result.success).toBe(ok);
    if (!ok) expect(messagesOf(result).password).toBe('validation.passwordRule');
  });

  it('refuses a different confirmation with "Passwords don\'t match!"', () => {
    const result = creatorSignUpSchema.safeParse({ ...creator, confirmPassword: 'Other!pass1' });
    expect(messagesOf(result).confirmPassword).toBe('validation.passwordsDontMatch');
  });
});

describe('creator sign-up', () => {
  it('accepts a complete form, splitting and trimming skills and interests, normalising e-mail and phone', () => {
    const parsed = creatorSignUpSchema.parse({ ...creator, skills: ' Photography , ,Video Editing,' });
    expect(parsed.skills).toEqual(['photography', 'video-editing']);
    expect(parsed.interests).toEqual(['Fashion', 'Technology', 'Travel']);
    expect(parsed.email).toBe('kavya@example.com');
    expect(parsed.phone).toBe('+919845012345');
  });

  it.each(['name', 'email', 'phone', 'address', 'password', 'confirmPassword'])('requires %s', (field) => {
    const result = creatorSignUpSchema.safeParse({ ...creator, [field]: '' });
    expect(result.success).toBe(false);
    expect(messagesOf(result)[field]).toBeDefined();
  });

  it('leaves bio, skills and interests to onboarding, and still checks them when sent', () => {
    const { bio: _bio, skills: _skills, interests: _interests, ...bare } = creator;
    expect(creatorSignUpSchema.safeParse(bare).success).toBe(true);
    expect(creatorSignUpSchema.safeParse({ ...creator, bio: '', skills: '', interests: '' }).success).toBe(
      true,
    );
    expect(
      messagesOf(creatorSignUpSchema.safeParse({ ...creator, skills: 'Juggling' })).skills,
    ).toBeDefined();
  });

  it('refuses an invalid e-mail', () => {
    expect(messagesOf(creatorSignUpSchema.safeParse({ ...creator, email: 'not-an-email' })).email).toBe(
      'validation.emailInvalid',
    );
  });
});

describe('enterprise sign-up', () => {
  it('accepts a complete form', () => {
    expect(enterpriseSignUpSchema.safeParse(enterprise).success).toBe(true);
  });

  it.each(Object.keys(enterprise).filter((k) => !['role', 'turnover', 'productsServices'].includes(k)))(
    'requires %s',
    (field) => {
      expect(enterpriseSignUpSchema.safeParse({ ...enterprise, [field]: '' }).success).toBe(false);
    },
  );

  it('leaves the turnover and the products to onboarding, and checks a turnover when sent', () => {
    expect(
      enterpriseSignUpSchema.safeParse({ ...enterprise, turnover: '', productsServices: '' }).success,
    ).toBe(true);
    expect(enterpriseSignUpSchema.safeParse({ ...enterprise, turnover: 'a lot' }).success).toBe(false);
  });

  it('requires the district to belong to the chosen state', () => {
    const result = enterpriseSignUpSchema.safeParse({
      ...enterprise,
      state: 'karnataka',
      district: 'Nashik',
    });
    expect(messagesOf(result).district).toBe('validation.districtSelect');
  });

  it('refuses an establishment date in the future', () => {
    expect(enterpriseSignUpSchema.safeParse({ ...enterprise, establishedDate: '2999-01-01' }).success).toBe(
      false,
    );
  });
});

describe('sign-up role', () => {
  it('accepts only creator and enterprise', () => {
    expect(signUpSchema.safeParse(creator).success).toBe(true);
    expect(signUpSchema.safeParse(enterprise).success).toBe(true);
    const admin = signUpSchema.safeParse({ ...creator, role: 'admin' });
    expect(admin.success).toBe(false);
  });
});

describe('sign-in', () => {
  it('requires an e-mail in e-mail format and a password', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(messagesOf(signInSchema.safeParse({ email: 'nope', password: 'x' })).email).toBe(
      'validation.emailInvalid',
    );
    expect(messagesOf(signInSchema.safeParse({ email: 'a@b.co', password: '' })).password).toBe(
      'validation.required',
    );
  });
});

describe('settings', () => {
  it('requires name, email and location', () => {
    const result = creatorSettingsSchema.safeParse({ name: '', email: '', location: '' });
    expect(Object.keys(messagesOf(result)).sort()).toEqual(['email', 'location', 'name']);
  });

  it("requires the enterprise fields with the spec's messages", () => {
    const result = enterpriseSettingsSchema.safeParse({ name: 'a', email: 'a@b.co', location: 'x' });
    expect(messagesOf(result)).toMatchObject({
      companyName: 'validation.companyNameRequired',
      industry: 'validation.industryRequired',
      annualTurnover: 'validation.annualTurnoverRequired',
      operationalScale: 'validation.operationalScaleRequired',
      natureOperations: 'validation.natureOperationsRequired',
    });
  });
});

describe('enterprise onboarding', () => {
  it("uses the spec's messages", () => {
    const result = onboardingEnterpriseSchema.safeParse({ companyName: 'A', location: 'B' });
    expect(messagesOf(result)).toMatchObject({
      industry: 'validation.industrySelect',
      annualTurnover: 'validation.turnoverEnter',
      operationalScale: 'validation.scaleSelect',
      natureOperations: 'validation.operationsDescribe',
    });
  });
});

describe('creator onboarding', () => {
  const base = { location: 'Pune', bio: 'Wedding films', skills: ['videography'], interests: '' };
  it('accepts an http(s) portfolio link or none, and refuses script links', () => {
    expect(onboardingCreatorSchema.safeParse({ ...base, portfolioUrl: 'https://asha.in' }).success).toBe(
      true,
    );
    expect(onboardingCreatorSchema.safeParse({ ...base, portfolioUrl: '' }).success).toBe(true);
    expect(
      messagesOf(onboardingCreatorSchema.safeParse({ ...base, portfolioUrl: 'javascript:alert(1)' }))
        .portfolioUrl,
    ).toBe('validation.urlInvalid');
  });

  it('asks the bio and at least one skill that sign-up no longer asks', () => {
    expect(messagesOf(onboardingCreatorSchema.safeParse({ ...base, bio: '', skills: [] }))).toMatchObject({
      bio: 'validation.required',
      skills: 'validation.required',
    });
  });
});

describe('password reset', () => {
  it('requires the confirmation with a translated message', () => {
    const result = resetPasswordSchema.safeParse({
      token: 't',
      password: 'Str0ng!pass',
      confirmPassword: '',
    });
    expect(messagesOf(result).confirmPassword).toBe('validation.required');
  });
});

describe('contact form', () => {
  const ok = {
    name: 'Asha',
    email: 'asha@example.in',
    subject: 'Hello',
    message: 'I would like to know more about KalaSetu.',
  };
  it('accepts a complete message', () => {
    expect(contactMessageSchema.safeParse(ok).success).toBe(true);
  });
  it("uses the spec's messages", () => {
    expect(
      messagesOf(contactMessageSchema.safeParse({ name: '', email: '', subject: '', message: '' })),
    ).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.emailRequired',
      subject: 'validation.subjectRequired',
      message: 'validation.messageRequired',
    });
    expect(messagesOf(contactMessageSchema.safeParse({ ...ok, email: 'x@' })).email).toBe(
      'validation.emailInvalid',
    );
    expect(messagesOf(contactMessageSchema.safeParse({ ...ok, message: 'too short' })).message).toBe(
      'validation.messageMin',
    );
  });
});

describe('field helpers', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['12345', null],
    ['5876543210', null],
  ])('normalizeIndianPhone(%s) = %s', (input, expected) => {
    expect(normalizeIndianPhone(input)).toBe(expected);
  });

  it('splitList drops empty entries and duplicates', () => {
    expect(splitList('a, b,,A , c')).toEqual(['a', 'b', 'c']);
  });
});
