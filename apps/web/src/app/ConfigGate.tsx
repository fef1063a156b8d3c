import type { PublicConfig } from '@ap/domain/contract';
import { StartupScreen } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { publicConfigQueryOptions } from '../api/config/public-config';

export interface ConfigGateProps {
  /** Renders the app once the configuration names the authentication address. */
  children: (config: PublicConfig, authUrl: string) => ReactNode;
}

/** 'Loading...', then the app, or why the configuration is unusable (SPEC §2 start-up). */
export function ConfigGate({ children }: ConfigGateProps) {
  const config = useQuery(publicConfigQueryOptions());
  if (config.isPending) return <StartupScreen state="loading" />;
  if (config.isError) return <StartupScreen state="load-failed" detail={config.error.message} />;
  const authUrl = config.data.propelauth_auth_url;
  if (!authUrl) return <StartupScreen state="auth-url-missing" />;
  return children(config.data, authUrl);
}
