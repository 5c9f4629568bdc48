import { TOKEN_REFRESH_INTERVAL_MS } from '@sendero/contract';
import type { PublicUser, RegisterBody } from '@sendero/contract';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { refreshAccessToken } from '../api-client.ts';
import {
  clearAccessToken,
  getAccessToken,
  hasSessionHint,
  onAccessTokenChange,
  setAccessToken,
} from '../auth-token.ts';
import { clearOffline } from '../offline/offline-store.ts';
import { clearPendingSaves } from '../offline/pending-saves.ts';
import { clearSavedEvents } from '../offline/saved-events.ts';
import { clearKeptTrips } from '../offline/kept-trips.ts';
import { clearTripNotices } from '../offline/trip-notices.ts';
import { clearLastUser, readLastUser, writeLastUser } from './last-user.ts';
import { AuthContext } from './auth-context.ts';
import { tokenSubject } from './viewer.ts';
import type { AuthValue } from './auth-context.ts';

/** The signed-in user's cached lists and account data; they must not outlive the session. */
export const USER_LIST_KEYS = [['bookmarks'], ['favorites'], ['account']] as const;

/** The account calls, loaded on first use (see account-calls.ts). */
const accountCalls = () => import('./account-calls.ts');

async function loadUser(): Promise<PublicUser | null> {
  try {
    return await (await accountCalls()).getMe();
  } catch {
    return null;
  }
}

/**
 * The session (accounts spec §4): at startup try a refresh when the session hint cookie or a token is
 * there; when it works or a token is stored, load the user. While signed in the token is refreshed
 * every 10 minutes; a failed refresh signs the user out. Every tab follows the stored token (issue
 * 34): a sign-in, sign-out or failed refresh in one tab shows in the others at once.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<PublicUser | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let cancelled = false;
    let signedIn = false;
    const start = async () => {
      // Only a browser that holds a session (the API's hint cookie) or a token tries a refresh:
      // a visitor who never signed in gets no 401 on every page (decision 0013). Concurrent
      // callers share one refresh (see refreshAccessToken), so StrictMode's second run does not
      // present the rotated cookie twice.
      const refreshed =
        (hasSessionHint() || getAccessToken() !== null) &&
        (await refreshAccessToken().then(
          () => true,
          () => false,
        ));
      let next = refreshed || getAccessToken() ? await loadUser() : null;
      // Opened offline with a session: the user last loaded on this phone, so the profile and the
      // saved places open; the network's answer replaces it once the connection is back.
      if (!next && !navigator.onLine && getAccessToken()) next = readLastUser();
      else if (next) writeLastUser(next);
      if (cancelled) return;
      signedIn = next !== null;
      // Not urgent: the page is already on screen. As a transition, the header and every save
      // button re-render in slices instead of in one long task right after hydration.
      startTransition(() => {
        setUser(next);
        setLoading(false);
      });
    };
    void start();
    // A page opened offline could not load its user: once the network is back, it tries again.
    const onOnline = () => {
      if (!signedIn && (hasSessionHint() || getAccessToken() !== null)) void start();
    };
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      window.removeEventListener('online', onOnline);
    };
  }, []);

  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setInterval(() => {
      refreshAccessToken().catch(() => {
        clearAccessToken();
        setUser(null);
      });
    }, TOKEN_REFRESH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [signedIn]);

  const clearLists = useCallback(() => {
    for (const queryKey of USER_LIST_KEYS) queryClient.removeQueries({ queryKey });
  }, [queryClient]);

  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);
  useEffect(
    () =>
      onAccessTokenChange(() => {
        const subject = tokenSubject(getAccessToken());
        const shown = userRef.current;
        // A refresh keeps the same user: nothing to follow.
        if (subject === (shown ? String(shown.id) : null)) return;
        clearLists();
        if (subject === null) {
          setUser(null);
          return;
        }
        void loadUser().then((next) => {
          // Only if no other change came meanwhile.
          if (tokenSubject(getAccessToken()) === subject) setUser(next);
        });
      }),
    [clearLists],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      setLoading(true);
      try {
        const answer = await (await accountCalls()).login({ email, password });
        setAccessToken(answer.token);
        clearLists();
        writeLastUser(answer.user);
        setUser(answer.user);
        return answer.user;
      } catch (error) {
        clearAccessToken();
        setUser(null);
        throw error;
      } finally {
        setLoading(false);
      }
    },
    [clearLists],
  );

  const register = useCallback(
    async (body: RegisterBody) => {
      await (await accountCalls()).register(body);
      return login(body.email, body.password);
    },
    [login],
  );

  const logout = useCallback(async () => {
    try {
      await (await accountCalls()).logout();
    } catch (error) {
      // The local session ends either way; the server forgets an unused refresh token on expiry.
      console.warn('Logout call failed', error);
    }
    clearAccessToken();
    clearLastUser();
    clearLists();
    // What this traveller kept for offline use leaves the phone with them.
    clearTripNotices();
    clearSavedEvents();
    await Promise.all([clearOffline(), clearPendingSaves(), clearKeptTrips()]).catch(
      () => undefined,
    );
    setUser(null);
  }, [clearLists]);

  const deleteAccount = useCallback(
    async (password: string) => {
      await (await accountCalls()).deleteAccount({ password });
      await logout();
    },
    [logout],
  );

  const refreshUser = useCallback(async () => {
    const next = await loadUser();
    setUser(next);
    return next;
  }, []);

  const value = useMemo<AuthValue>(
    () => ({ user, loading, login, register, logout, deleteAccount, refreshUser }),
    [user, loading, login, register, logout, deleteAccount, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
