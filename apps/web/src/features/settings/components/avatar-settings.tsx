import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import type { Me } from '@kalasetu/shared/profiles';
import { AvatarPicker } from '../../../components/ui/avatar-picker';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useAvatarUpload } from '../../../lib/use-avatar-upload';
import { useAuth } from '../../../lib/auth/auth-provider';

/** Replaces the profile picture; the server re-encodes it and removes the old one. */
export function AvatarSettings({ user }: { user: Me }) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const [file, setFile] = useState<File | null>(null);
  const avatarUpload = useAvatarUpload();
  const busy = avatarUpload.progress !== null;

  const save = async () => {
    if (!file) return;
    try {
      await avatarUpload.upload(file);
      await refresh();
      setFile(null);
      toast.success(t('settings.avatar.success'));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('settings.avatar.failed'));
    }
  };

  return (
    <div className="space-y-3">
      <AvatarPicker
        label={t('settings.avatar.label')}
        name={user.name}
        currentUrl={user.avatarUrl}
        file={file}
        onFileChange={setFile}
        progress={avatarUpload.progress}
        disabled={busy}
      />
      {file ? (
        <Button onClick={() => void save()} disabled={busy}>
          {t('settings.avatar.save')}
        </Button>
      ) : null}
    </div>
  );
}
