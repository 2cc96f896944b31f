import type { Locale } from '@atelier/core';
import { createContext, useContext } from 'react';

/**
 * What a page tells the server's rendering about itself (entry-server.tsx): the HTTP status of its
 * HTML (a customer's unknown link: 404), and the language it is drawn in when the page chose one
 * other than the address's (a customer's link: the language it was sent in).
 */
export type ServerPageReport = { status?: number; locale?: Locale };

/** Given by entry-server.tsx, one per render; absent in the browser. */
export const ServerPageContext = createContext<ServerPageReport | undefined>(undefined);

/** Tells the server's rendering the page's status or language; does nothing in the browser. */
export const useServerPageReport = (report: ServerPageReport): void => {
  const target = useContext(ServerPageContext);
  // Written while rendering, on the server only: each render of a page has its own report.
  if (target) Object.assign(target, report);
};
