/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { editProfile } from '@kalasetu/shared/api/profiles';
import type { CreatorProfile } from '@kalasetu/shared/people';
import { mockOperation, useMockApi } from '../../../testing/mock-api';
import { aCreator } from '../../../testing/people';
import { loadEnglish, renderWithApp } from '../../../testing/render';
import { CreatorEditDialog } from './creator-edit-dialog';

const me = aCreator();
const profile = (changes: Partial<CreatorProfile> = {}): CreatorProfile => ({
  id: me.id,
  name: me.name,
  avatarUrl: null,
  location: 'Mysuru',
  bio: null,
  skills: ['photography'],
  available: true,
  isVerified: false,
  checks: { phone: false, email: false, evidence: null },
  ratingAverage: 0,
  ratingCount: 0,
  createdAt: '2026-10-01T09:00:00.000Z',
  startingPrice: null,
  workLanguages: [],
  work: [],
  portfolioUrl: null,
  portfolio: [],
  ...changes,
});

const save = () => screen.getByRole('button', { name: 'Save changes' });
const show = (creator: CreatorProfile) =>
  renderWithApp(<CreatorEditDialog creator={creator} open onOpenChange={() => {}} isOwner={false} />, {
    user: me,
  });

describe('Edit profile → starting price and languages', () => {
  useMockApi();
  beforeAll(loadEnglish);

  it('sends the price as whole rupees and the languages in the list’s order', async () => {
    const calls = mockOperation(editProfile, ({ body }) => ({ ...profile(), ...(body as object) }));
    const { user } = show(profile());
    const price = screen.getByLabelText(/^Starting price/);
    await user.type(price, '₹5,000');
    // The field reads the figure back, so a missed zero shows before saving.
    await screen.findByText('₹5,000');
    await user.click(screen.getByRole('checkbox', { name: 'ಕನ್ನಡ' }));
    await user.click(screen.getByRole('checkbox', { name: 'हिन्दी' }));
    await user.click(save());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ startingPrice: 5000, workLanguages: ['hi', 'kn'] });
  });

  it('holds a price that is not whole rupees in the browser', async () => {
    const calls = mockOperation(editProfile, profile());
    const { user } = show(profile());
    await user.type(screen.getByLabelText(/^Starting price/), '499.50');
    await user.click(save());
    expect(
      await screen.findByText('Please enter a starting price in whole rupees, or leave it blank'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Starting price/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('clears a price with an empty box and takes a language off', async () => {
    const calls = mockOperation(editProfile, profile());
    const { user } = show(profile({ startingPrice: 8000, workLanguages: ['mr', 'en'] }));
    const price = screen.getByLabelText(/^Starting price/);
    expect((price as HTMLInputElement).value).toBe('8000');
    await user.clear(price);
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await user.click(save());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ startingPrice: null, workLanguages: ['mr'] });
  });
});
