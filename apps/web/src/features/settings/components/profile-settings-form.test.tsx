/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateSettings } from '@kalasetu/shared/api/accounts';
import { mockOperation, refusal, useMockApi } from '../../../testing/mock-api';
import { aCreator, anEnterprise } from '../../../testing/people';
import { loadEnglish, renderWithApp } from '../../../testing/render';
import { ProfileSettingsForm } from './profile-settings-form';

const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('Settings → Profile', () => {
  useMockApi();
  beforeAll(loadEnglish);

  it("sends a creator's own fields only, and asks for no password while the e-mail stays", async () => {
    const creator = aCreator();
    const calls = mockOperation(updateSettings, ({ body }) => ({
      user: { ...creator, ...(body as object) },
    }));
    const { user } = renderWithApp(<ProfileSettingsForm user={creator} />, { user: creator });
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await user.clear(screen.getByLabelText(/^Location/));
    await user.type(screen.getByLabelText(/^Location/), 'Hubballi');
    await user.click(save());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ name: 'Asha Rao', email: 'asha@example.in', location: 'Hubballi' });
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
  });

  it('asks for the current password with a new e-mail, and says where the confirming link went', async () => {
    const creator = aCreator();
    const calls = mockOperation(updateSettings, { user: creator, pendingEmail: 'asha@new.in' });
    const { user } = renderWithApp(<ProfileSettingsForm user={creator} />, { user: creator });
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'asha@new.in');
    await user.type(await screen.findByLabelText(/^Current password/), 'my-password');
    await user.click(save());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ email: 'asha@new.in', currentPassword: 'my-password' });
    const said = 'Check your new inbox: we sent a link to asha@new.in. Your email changes when you open it.';
    expect((await screen.findAllByText(said)).length).toBeGreaterThan(0);
  });

  it("puts the server's field messages on the fields: a taken e-mail, an invalid password", async () => {
    const creator = aCreator();
    mockOperation(updateSettings, ({ body }) =>
      (body as { currentPassword?: string }).currentPassword
        ? refusal(400, 'invalid_password', 'That password is not right')
        : refusal(409, 'email_taken', 'An account already uses this email'),
    );
    const { user } = renderWithApp(<ProfileSettingsForm user={creator} />, { user: creator });
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'taken@example.in');
    await user.click(save());
    expect(await screen.findByText('An account already uses this email')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText(/^Current password/), 'nope');
    await user.click(save());
    expect(await screen.findByText('That password is not right')).toBeTruthy();
    expect(screen.getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true');
  });

  it("holds an enterprise's required fields in the browser before anything is sent", async () => {
    const enterprise = anEnterprise({ natureOperations: null });
    const calls = mockOperation(updateSettings, { user: enterprise });
    const { user } = renderWithApp(<ProfileSettingsForm user={enterprise} />, { user: enterprise });
    await user.clear(screen.getByLabelText(/^Company name/));
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByLabelText(/^Company name/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByLabelText(/^Nature of operations/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });
});
