import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SOURCE_LANGUAGE, type Language } from './languages';
import type { Messages } from './load-messages';

/**
 * The app's words in `language`, around everything that shows any: the server's render and the
 * browser's use the same, so a page the server rendered hydrates in its own language.
 */
export function AppIntlProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Messages;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={language} defaultLocale={SOURCE_LANGUAGE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
