import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/form-alert';

/**
 * What a reader without JavaScript reads above a form of a page the server renders (/login,
 * /register): the form needs the app. In the server's HTML only; the browser never draws it.
 */
export const NoScriptNotice = ({ children }: { children: ReactNode }) => (
  <noscript>
    <FormAlert>{children}</FormAlert>
  </noscript>
);
