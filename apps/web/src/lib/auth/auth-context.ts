import { createContext, useContext } from 'react';
import type { PublicUser, RegisterBody } from '@sendero/contract';

export interface AuthValue {
  user: PublicUser | null;
  /** True while the session starts up or a sign-in runs. */
  loading: boolean;
  login: (email: string, password: string) => Promise<PublicUser>;
  register: (body: RegisterBody) => Promise<PublicUser>;
  logout: () => Promise<void>;
  /** Deletes the account; the server asks for its password again. */
  deleteAccount: (password: string) => Promise<void>;
  refreshUser: () => Promise<PublicUser | null>;
}

const signedOut = async (): Promise<never> => {
  throw new Error('AuthProvider is missing');
};

/** Outside an AuthProvider (isolated component tests) everyone is a signed-out visitor. */
export const AuthContext = createContext<AuthValue>({
  user: null,
  loading: false,
  login: signedOut,
  register: signedOut,
  logout: signedOut,
  deleteAccount: signedOut,
  refreshUser: signedOut,
});

export function useAuth(): AuthValue {
  return useContext(AuthContext);
}
