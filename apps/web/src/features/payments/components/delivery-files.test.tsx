/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryFile } from '@kalasetu/shared/delivery-files';
import type { Milestone } from '@kalasetu/shared/payments';
import { apiServer, useMockApi } from '../../../testing/mock-api';
import { aCreator } from '../../../testing/people';
import { loadEnglish, renderWithApp } from '../../../testing/render';
import { AttachFiles } from './delivery-files';

const attached = (id: number, name: string): DeliveryFile => ({
  id,
  name,
  sizeBytes: 2048,
  contentType: 'application/pdf',
  deliveredAt: null,
});
const milestone = (files: DeliveryFile[]): Milestone => ({
  id: 9,
  position: 0,
  title: 'Edit',
  amountPaise: 500_000,
  status: 'pending',
  deliveryNote: null,
  deliveryLinks: [],
  files,
  reviewNote: null,
  deliveredAt: null,
  approvedAt: null,
  payment: null,
  upiLink: null,
});
const file = (name: string, type: string, size = 2048) => {
  const chosen = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
};

/** Records the files uploaded to milestone 9 and the files removed from it. */
function recordFiles() {
  const uploaded: string[] = [];
  const removed: string[] = [];
  apiServer.use(
    http.post('/api/milestones/:id/files', async ({ request }) => {
      uploaded.push(((await request.formData()).get('file') as File).name);
      return HttpResponse.json({});
    }),
    http.delete('/api/milestones/:id/files/:fileId', ({ params }) => {
      removed.push(String(params.fileId));
      return HttpResponse.json({});
    }),
  );
  return { uploaded, removed };
}

describe("the creator's delivery files", () => {
  useMockApi();
  beforeAll(loadEnglish);

  it('sends each chosen file on its own, after the browser’s check of its type and size', async () => {
    const { uploaded } = recordFiles();
    const { user } = renderWithApp(<AttachFiles milestone={milestone([])} />, { user: aCreator() });
    const picker = screen.getByLabelText(/^Attach files/);
    await user.upload(picker, [file('setup.exe', 'application/x-msdownload')]);
    expect(
      await screen.findByText(
        'Please attach a JPEG, PNG or WebP picture, a PDF, an MP4 or WebM video, or a ZIP file',
      ),
    ).toBeTruthy();
    await user.upload(picker, [file('raw.zip', 'application/zip', 25 * 1024 * 1024 + 1)]);
    expect(await screen.findByText('Each file must be 25 MB or smaller')).toBeTruthy();
    expect(uploaded).toEqual([]);

    await user.upload(picker, [file('wedding.pdf', 'application/pdf'), file('cover.png', 'image/png')]);
    await waitFor(() => expect(uploaded).toEqual(['wedding.pdf', 'cover.png']));
  });

  it('takes no more files than a delivery holds, and says so', async () => {
    const { uploaded } = recordFiles();
    const four = [1, 2, 3, 4].map((id) => attached(id, `part-${id}.pdf`));
    const { user } = renderWithApp(<AttachFiles milestone={milestone(four)} />, { user: aCreator() });
    await user.upload(screen.getByLabelText(/^Attach files/), [
      file('five.pdf', 'application/pdf'),
      file('six.pdf', 'application/pdf'),
    ]);
    await waitFor(() => expect(uploaded).toEqual(['five.pdf']));
    expect(
      screen.getByText('You can attach up to 5 files to one delivery. Remove one to add another.'),
    ).toBeTruthy();
  });

  it('removes an attached file by its own button', async () => {
    const { removed } = recordFiles();
    const { user } = renderWithApp(
      <AttachFiles milestone={milestone([attached(3, 'draft.pdf'), attached(4, 'final.pdf')])} />,
      { user: aCreator() },
    );
    await user.click(screen.getByRole('button', { name: 'Remove final.pdf' }));
    await waitFor(() => expect(removed).toEqual(['4']));
  });
});
