import type { OrgMemberInfo } from '@propelauth/react';
import { createContext, useContext } from 'react';

/** The signed-in user's fields the screens read. */
export interface SessionUser {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * What routes and screens know about the session (router context and React context): whether
 * the user is signed in, who, the organisation acted for, and the hosted-page actions.
 */
export interface AppSession {
  isLoggedIn: boolean;
  user: SessionUser | null;
  /** Every membership of the user, in the auth provider's order. */
  orgs: readonly OrgMemberInfo[];
  /** The organisation the API calls act for (X-Org-Id). */
  activeOrg: OrgMemberInfo | null;
  /** `app_url` of the public configuration. */
  appUrl: string | null;
  selectOrg: (orgId: string) => void;
  signIn: () => void;
  signUp: () => void;
  /** The hosted account page, returning to `returnPath` of this app. */
  openAccount: (returnPath: string) => void;
  /** Logs out and lands on /. */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<AppSession | null>(null);

export function useSession(): AppSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the app session provider');
  return session;
}
