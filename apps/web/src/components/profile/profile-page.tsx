import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** The words of one kind of profile page, already translated by the route (creators' or enterprises'). */
export interface ProfilePageTexts {
  loading: string;
  loadFailed: string;
  tryAgain: string;
  notFound: string;
  backToDirectory: string;
  edit: string;
}

interface ProfilePageProps<Profile> {
  profile: UseQueryResult<Profile>;
  texts: ProfilePageTexts;
  /** The directory a missing profile points back to. */
  directory: string;
  /** The owner or an admin: shows the edit button and mounts the edit dialog (loaded then, decision 132). */
  canManage: boolean;
  /** The profile itself, with the edit button to place in its header (null for anyone else). */
  view(profile: Profile, editAction: ReactNode): ReactNode;
  editDialog(profile: Profile, open: boolean, onOpenChange: (open: boolean) => void): ReactNode;
}

/**
 * The one frame of a public profile page, creator's or enterprise's: a spinner while it loads, the spec's inline
 * not-found state (with a way back to the directory) for an unknown or malformed id, a retry on any other failure,
 * and for its owner or an admin the edit button and dialog (components/profile/profile-edit-dialog.tsx).
 */
export function ProfilePage<Profile>({
  profile,
  texts,
  directory,
  canManage,
  view,
  editDialog,
}: ProfilePageProps<Profile>) {
  const [editing, setEditing] = useState(false);
  let content: ReactNode;
  if (profile.isPending) {
    content = <Spinner label={texts.loading} />;
  } else if (profile.isError) {
    const missing =
      profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400);
    content = missing ? (
      <div className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-2xl font-semibold">{texts.notFound}</h1>
        <Link
          to={directory}
          className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-medium text-white hover:bg-brand-700"
        >
          {texts.backToDirectory}
        </Link>
      </div>
    ) : (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{texts.loadFailed}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void profile.refetch()}>
          {texts.tryAgain}
        </Button>
      </div>
    );
  } else {
    const editAction = canManage ? (
      <Button variant="secondary" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" className="size-4" />
        {texts.edit}
      </Button>
    ) : null;
    content = (
      <>
        {view(profile.data, editAction)}
        {canManage ? editDialog(profile.data, editing, setEditing) : null}
      </>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      {content}
    </main>
  );
}
