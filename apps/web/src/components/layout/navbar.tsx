import { Menu, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { Me } from '@kalasetu/shared/profiles';
import { useAuth } from '../../lib/auth/auth-provider';
import { homeForRole } from '../../lib/auth/redirect';
import { cn } from '../../lib/cn';
import { lazyPart } from '../../lib/lazy-load';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { LanguageMenu } from './language-menu';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';

// The account menu brings Radix's menu code, which a signed-out visitor never needs: it loads for a signed-in user,
// shown meanwhile as the same button, disabled, so nothing can be clicked before it works. The language menu is
// part of the first page (decision 140).
const UserMenu = lazyPart(() => import('./user-menu').then(({ UserMenu }) => UserMenu), {
  fallback: ({ user }) => <AccountButtonPlaceholder user={user} />,
});

const MAIN_LINKS = [
  ['/jobs', 'nav.findJobs'],
  ['/creators', 'nav.findCreators'],
  ['/enterprises', 'nav.findEnterprises'],
  ['/how-it-works', 'nav.howItWorks'],
] as const;

export function profilePathFor(user: Pick<Me, 'id' | 'role'>): string | null {
  if (user.role === 'creator') return `/creators/${user.id}`;
  if (user.role === 'enterprise') return `/enterprises/${user.id}`;
  return null;
}

function notificationsPathFor(user: Pick<Me, 'role'>): string {
  return `${homeForRole(user.role)}?tab=notifications`;
}

/** What app/ puts beside the account menu for a signed-in user (the notification bell, given its page's path). */
export type NotificationSlot = (to: string) => ReactNode;

export function Navbar({ notificationBell }: { notificationBell?: NotificationSlot }) {
  const { t } = useTranslation();
  const { user, isLoading, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // A page rendered on the server shows the menu buttons disabled until it has hydrated and their code has loaded.
  const hydrated = useHydrated();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(location.pathname);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu from anywhere and gives focus back to its button, like a dialog would. A layout effect:
  // the listener is in place when the menu shows, so an Escape pressed at once is not lost.
  useLayoutEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMobileOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);
  // Close the mobile menu whenever the route changes.
  if (openedAt !== location.pathname) {
    setOpenedAt(location.pathname);
    if (mobileOpen) setMobileOpen(false);
  }

  const logout = async () => {
    try {
      await signOut();
      toast.success(t('auth.signedOut'));
      navigate('/');
    } catch {
      toast.error(t('auth.signOutFailed'));
    }
  };

  const links = [...MAIN_LINKS, ...(user?.role === 'admin' ? ([['/admin', 'nav.adminPanel']] as const) : [])];
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium hover:bg-stone-100',
      isActive ? 'text-brand-700' : 'text-stone-700',
    );

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2">
        <Link
          to="/"
          className="mr-2 inline-flex min-h-11 items-center gap-2 text-lg font-bold text-brand-700"
        >
          <img src="/icons/icon-192.png" alt="" width="28" height="28" className="size-7" />
          KalaSetu
        </Link>
        <nav aria-label={t('nav.main')} className="hidden flex-1 items-center gap-1 md:flex">
          {links.map(([to, label]) => (
            <NavLink key={to} to={to} className={linkClass}>
              {t(label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageMenu disabled={!hydrated} />
          {user ? (
            <>
              {notificationBell?.(notificationsPathFor(user))}
              <UserMenu user={user} profilePath={profilePathFor(user)} onLogout={logout} />
            </>
          ) : isLoading ? null : (
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost">
                <Link to="/signin">{t('nav.login')}</Link>
              </Button>
              <Button asChild>
                <Link to="/signup">{t('nav.signup')}</Link>
              </Button>
            </div>
          )}
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </Button>
        </div>
      </div>
      {mobileOpen ? (
        <nav
          id="mobile-menu"
          aria-label={t('nav.main')}
          className="border-t border-stone-200 px-4 pb-4 md:hidden"
        >
          <ul className="flex flex-col">
            {links.map(([to, label]) => (
              <li key={to}>
                <NavLink to={to} className={cn(linkClass({ isActive: false }), 'w-full')}>
                  {t(label)}
                </NavLink>
              </li>
            ))}
            {user ? (
              <>
                <li className="border-t border-stone-200 px-3 py-2 text-sm">
                  <span className="block font-medium">{user.name}</span>
                  <span className="block text-stone-600">{user.email}</span>
                </li>
                {profilePathFor(user) ? (
                  <li>
                    <Link
                      to={profilePathFor(user)!}
                      className="inline-flex min-h-11 w-full items-center px-3 text-sm"
                    >
                      {t('nav.profile')}
                    </Link>
                  </li>
                ) : null}
                <li>
                  <Link
                    to={homeForRole(user.role)}
                    className="inline-flex min-h-11 w-full items-center px-3 text-sm"
                  >
                    {t('nav.dashboard')}
                  </Link>
                </li>
                <li>
                  <Link to="/settings" className="inline-flex min-h-11 w-full items-center px-3 text-sm">
                    {t('nav.settings')}
                  </Link>
                </li>
                <li>
                  <button
                    type="button"
                    onClick={logout}
                    className="inline-flex min-h-11 w-full items-center px-3 text-left text-sm"
                  >
                    {t('nav.logout')}
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link to="/signin" className="inline-flex min-h-11 w-full items-center px-3 text-sm">
                    {t('nav.login')}
                  </Link>
                </li>
                <li>
                  <Link to="/signup" className="inline-flex min-h-11 w-full items-center px-3 text-sm">
                    {t('nav.signup')}
                  </Link>
                </li>
                <li>
                  <Link to="/admin-signin" className="inline-flex min-h-11 w-full items-center px-3 text-sm">
                    {t('nav.adminSignIn')}
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

function AccountButtonPlaceholder({ user }: { user: Me }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full"
      aria-label={t('nav.accountMenu', { name: user.name })}
    >
      <Avatar src={user.avatarUrl} name={user.name} size="sm" />
    </button>
  );
}
