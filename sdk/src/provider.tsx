import { createContext, type ReactNode, useContext } from 'react';
import type { TrilhaClient } from './client';

const ClientContext = createContext<TrilhaClient | null>(null);

/** Holds the API client every widget uses; the portal and intranet hosts wrap widgets in it. */
export function TrilhaProvider({ client, children }: { client: TrilhaClient; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useTrilhaClient(): TrilhaClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('Envolva o widget em <TrilhaProvider client={...}>.');
  return client;
}
