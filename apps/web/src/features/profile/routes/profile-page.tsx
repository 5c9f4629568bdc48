import { paths } from '@sendero/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { RequireAuth } from '../../../lib/auth/require-auth.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { DeleteAccountDialog } from '../components/delete-account-dialog.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { SavedListsPanel } from '../components/saved-lists.tsx';
import { SessionsPanel } from '../components/sessions-panel.tsx';
import { OfflineSavedList } from '../../../components/offline-saved-list.tsx';
import { useOffline } from '../../../lib/offline/use-offline.ts';
import { useOfflineIndex } from '../../../lib/offline/use-offline-index.ts';

export function ProfilePage() {
  return (
    <>
      {/* Outside RequireAuth: the title is the page's while the session is checked too. */}
      <DocumentTitle title="Your profile" />
      <RequireAuth>
        <Profile />
      </RequireAuth>
    </>
  );
}

function Profile() {
  const { user, logout, deleteAccount } = useAuth();
  const navigate = useNavigate();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const offline = useOffline();
  const kept = useOfflineIndex();
  if (!user) return null;

  const onLogout = async () => {
    setLoggingOut(true);
    await logout();
    void navigate(paths.login(), { replace: true });
  };

  const onDelete = async (password: string) => {
    await deleteAccount(password);
    void navigate(paths.login(), { replace: true });
  };

  return (
    <PageContainer>
      <ProfileCard user={user} />

      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.trips()}>Your trips</ButtonLink>
        <ButtonLink to={paths.changePassword()} variant="secondary">
          Change Password
        </ButtonLink>
        <Button variant="ghost" onClick={() => void onLogout()} disabled={loggingOut}>
          Log Out
        </Button>
        <Button
          variant="ghost"
          className="text-terracotta-700 dark:text-terracotta-400"
          onClick={() => setDeleteOpen(true)}
        >
          Delete Account
        </Button>
      </div>

      {offline ? (
        // No network: the lists come from the phone, as the places saved on it.
        <section aria-labelledby="saved-offline-title" className="mt-10">
          <h2
            id="saved-offline-title"
            className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
          >
            Saved on this phone
          </h2>
          {kept && <OfflineSavedList entries={kept.entries} />}
        </section>
      ) : (
        <>
          <SavedListsPanel />
          <SessionsPanel />
        </>
      )}

      {deleteOpen && (
        <DeleteAccountDialog onConfirm={onDelete} onClose={() => setDeleteOpen(false)} />
      )}
    </PageContainer>
  );
}
