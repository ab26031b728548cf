/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useMockApi } from '../testing/mock-api';
import { loadEnglish, renderWithApp } from '../testing/render';
import { i18n } from './i18n';
import { lazyDialog, lazyPart } from './lazy-load';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Loaded({ open }: Props) {
  return open ? <div role="dialog" aria-label="Apply" /> : null;
}

/** A loader whose code fails to arrive the first `failures` times it is fetched, as on a network that drops. */
function flakyLoader<T>(asset: string, loaded: T, failures = 1) {
  const fetches = { count: 0 };
  const load = async () => {
    fetches.count += 1;
    if (fetches.count <= failures)
      throw new TypeError(
        `Failed to fetch dynamically imported module: https://kalasetu.example/assets/${asset}.js`,
      );
    return loaded;
  };
  return { load, fetches };
}

/** A dialog whose code fails to arrive the first `failures` times it is fetched. */
function flakyDialog(failures: number) {
  const { load, fetches } = flakyLoader('apply', Loaded, failures);
  return { Dialog: lazyDialog<Props>(load), fetches };
}

function Page({ Dialog, mountClosed }: { Dialog: React.ComponentType<Props>; mountClosed?: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(Boolean(mountClosed));
  return (
    <main>
      <h1>Product photos</h1>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Apply Now
      </button>
      {used ? <Dialog open={open} onOpenChange={setOpen} /> : null}
    </main>
  );
}

describe('a dialog whose code loads when opened', () => {
  useMockApi();
  beforeAll(loadEnglish);
  // sonner keeps its toasts between tests: each test starts with none.
  afterEach(() => {
    toast.dismiss();
  });

  it('keeps the page when its code cannot be fetched, says so, and fetches it again on the next opening', async () => {
    const { Dialog, fetches } = flakyDialog(1);
    const { user } = renderWithApp(<Page Dialog={Dialog} />);
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));

    expect(await screen.findByText(i18n.t('common.loadFailed'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Product photos' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Apply' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('dialog', { name: 'Apply' })).toBeTruthy();
    expect(fetches.count).toBe(2);
  });

  it('fails quietly while mounted closed, and fetches its code again when opened', async () => {
    await waitFor(() => expect(screen.queryByText(i18n.t('common.loadFailed'))).toBeNull());
    const { Dialog, fetches } = flakyDialog(1);
    const { user } = renderWithApp(<Page Dialog={Dialog} mountClosed />);
    await waitFor(() => expect(fetches.count).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('dialog', { name: 'Apply' })).toBeTruthy();
    expect(fetches.count).toBe(2);
    expect(screen.queryByText(i18n.t('common.loadFailed'))).toBeNull();
  });

  it('leaves any other error to the route’s error view', async () => {
    const Broken = lazyDialog<Props>(async () => () => {
      throw new Error('a bug in the dialog');
    });
    const { user } = renderWithApp(<Page Dialog={Broken} />);
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    // The memory router's default error element shows the error's message.
    expect((await screen.findAllByText(/a bug in the dialog/)).length).toBeGreaterThan(0);
  });
});

describe('a part of a page whose code loads when shown', () => {
  useMockApi();
  beforeAll(loadEnglish);

  it('keeps its stand-in when its code cannot be fetched, and fetches it again when shown anew', async () => {
    const { load, fetches } = flakyLoader('menu', ({ name }: { name: string }) => (
      <nav aria-label={`Menu of ${name}`} />
    ));
    const Menu = lazyPart<{ name: string }>(load, {
      fallback: ({ name }) => <button type="button" disabled aria-label={`Menu of ${name}, loading`} />,
    });
    const first = renderWithApp(
      <main>
        <h1>Dashboard</h1>
        <Menu name="Kavya" />
      </main>,
    );
    await waitFor(() => expect(fetches.count).toBe(1));
    expect(await screen.findByRole('button', { name: 'Menu of Kavya, loading' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    first.unmount();

    renderWithApp(<Menu name="Kavya" />);
    expect(await screen.findByRole('navigation', { name: 'Menu of Kavya' })).toBeTruthy();
    expect(fetches.count).toBe(2);
  });

  it('says it could not load where it would be, and fetches its code again on Try again', async () => {
    const { load, fetches } = flakyLoader('manager', ({ owner }: { owner: string }) => (
      <section aria-label={`Portfolio of ${owner}`} />
    ));
    const Manager = lazyPart<{ owner: string }>(load, {
      failed: (retry) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      ),
    });
    const { user } = renderWithApp(<Manager owner="Kavya" />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Portfolio of Kavya' })).toBeTruthy();
    expect(fetches.count).toBe(2);
  });
});
