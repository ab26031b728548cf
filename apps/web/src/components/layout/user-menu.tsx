import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Me } from '@kalasetu/shared/profiles';
import { homeForRole } from '../../features/auth/utils/redirect';
import { Avatar } from '../ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

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
    <DropdownMenu>
      <DropdownMenuTrigger
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full"
        aria-label={t('nav.accountMenu', { name: user.name })}
      >
        <Avatar src={user.avatarUrl} name={user.name} size="sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-medium">{user.name}</span>
          <span className="block text-stone-600">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {profilePath ? (
          <DropdownMenuItem onSelect={() => navigate(profilePath)}>{t('nav.profile')}</DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => navigate(homeForRole(user.role))}>
          {t('nav.dashboard')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/settings')}>{t('nav.settings')}</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>{t('nav.logout')}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
