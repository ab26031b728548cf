/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addPortfolioLink, uploadPortfolioImage } from '@kalasetu/shared/api/portfolio';
import type { PortfolioItem } from '@kalasetu/shared/portfolio';
import { mockOperation, refusal, useMockApi } from '../../../testing/mock-api';
import { aCreator } from '../../../testing/people';
import { loadEnglish, renderWithApp } from '../../../testing/render';
import { UploadItemForm, UrlItemForm } from './portfolio-item-forms';

const creator = aCreator();
const item = (changes: Partial<PortfolioItem>): PortfolioItem => ({
  id: 5,
  creatorId: creator.id,
  type: 'image',
  title: 'Bride at the temple',
  description: '',
  mediaUrl: '/uploads/portfolio/a.webp',
  thumbnailUrl: null,
  position: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...changes,
});
const picture = (name: string, type: string, bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type });
const handlers = () => ({ onDone: vi.fn(), onFailed: vi.fn(), onCancel: vi.fn() });

describe('adding to a portfolio', () => {
  useMockApi();
  beforeAll(loadEnglish);

  it('uploads several pictures one by one, each with its own line, and keeps the ones that fail', async () => {
    const calls = mockOperation(uploadPortfolioImage, item({}));
    const done = { ...handlers(), onSomeSaved: vi.fn() };
    const { user } = renderWithApp(<UploadItemForm creatorId={creator.id} {...done} />, { user: creator });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a valid image file')).toBeTruthy();

    await user.upload(screen.getByLabelText(/^Pictures/), [
      picture('notes.pdf', 'application/pdf'),
      picture('huge.png', 'image/png', 3 * 1024 * 1024),
      picture('bride.webp', 'image/webp'),
    ]);
    expect(screen.getByText('3 pictures chosen')).toBeTruthy();
    expect(screen.getAllByTestId('portfolio-pick')).toHaveLength(3);
    // The title is left empty: the server names each picture.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done.onSomeSaved).toHaveBeenCalled());
    expect(screen.getByText('Please upload a valid image file (JPG, PNG, WebP or GIF)')).toBeTruthy();
    expect(screen.getByText('Image must be smaller than 2MB')).toBeTruthy();
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.params).toEqual({ id: creator.id });
    expect(calls[0]!.form?.get('title')).toBeNull();
    expect((calls[0]!.form?.get('file') as File).name).toBe('bride.webp');
    expect(done.onDone).not.toHaveBeenCalled();
  });

  it('closes when every picture is saved, sending the title typed', async () => {
    const calls = mockOperation(uploadPortfolioImage, item({}));
    const done = handlers();
    const { user } = renderWithApp(<UploadItemForm creatorId={creator.id} {...done} />, { user: creator });
    await user.upload(screen.getByLabelText(/^Pictures/), picture('bride.png', 'image/png'));
    await user.type(screen.getByLabelText(/^Title/), 'Bride at the temple');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done.onDone).toHaveBeenCalledWith(item({})));
    expect(calls[0]!.form?.get('title')).toBe('Bride at the temple');
  });

  it('recognises a YouTube link as it is typed and puts the server’s refusal on the address', async () => {
    mockOperation(addPortfolioLink, () =>
      refusal(400, 'validation', 'Enter a YouTube or Vimeo video link', {
        mediaUrl: 'Enter a YouTube or Vimeo video link',
      }),
    );
    const done = handlers();
    const { user } = renderWithApp(<UrlItemForm creatorId={creator.id} type="video" {...done} />, {
      user: creator,
    });
    await user.type(screen.getByLabelText(/^Address/), 'https://youtu.be/dQw4w9WgXcQ');
    expect(
      await screen.findByText('YouTube video found. Its still will show in your portfolio.'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(/^Title/), 'Sangeet highlights');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done.onFailed).toHaveBeenCalled());
    expect(screen.getByLabelText(/^Address/).getAttribute('aria-invalid')).toBe('true');
    expect(done.onDone).not.toHaveBeenCalled();
  });

  it('refuses an address that is no video before sending anything', async () => {
    const calls = mockOperation(addPortfolioLink, item({ type: 'video' }));
    const { user } = renderWithApp(<UrlItemForm creatorId={creator.id} type="video" {...handlers()} />, {
      user: creator,
    });
    await user.type(screen.getByLabelText(/^Address/), 'https://example.com/page');
    await user.type(screen.getByLabelText(/^Title/), 'Not a video');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a YouTube or Vimeo video link')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
