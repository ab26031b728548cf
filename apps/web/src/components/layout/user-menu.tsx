import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import type { Me } from '@kalasetu/shared/profiles';
import { homeForRole } from '../../lib/auth/redirect';
import { Avatar } from '../ui/avatar';
import { MenuButton, MenuItem, MenuLabel, MenuSeparator } from '../ui/menu-button';

/** The signed-in user's menu in the navbar (loaded after the first paint, see navbar.tsx). */
export function UserMenu({
  user,
  profilePath,
  onLogout,
}: {
  user: Me;
  profilePath: string | null;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MenuButton
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full"
      label={t('nav.accountMenu', { name: user.name })}
      button={<Avatar src={user.avatarUrl} name={user.name} size="sm" />}
    >
      <MenuLabel>
        <span className="block font-medium">{user.name}</span>
        <span className="block text-stone-600">{user.email}</span>
      </MenuLabel>
      <MenuSeparator />
      {profilePath ? (
        <MenuItem onClick={() => void navigate(profilePath)}>{t('nav.profile')}</MenuItem>
      ) : null}
      <MenuItem onClick={() => void navigate(homeForRole(user.role))}>{t('nav.dashboard')}</MenuItem>
      <MenuItem onClick={() => void navigate('/settings')}>{t('nav.settings')}</MenuItem>
      <MenuSeparator />
      <MenuItem onClick={onLogout}>{t('nav.logout')}</MenuItem>
    </MenuButton>
  );
}
