import type { JSXElementConstructor, ReactNode } from 'react';
import { AppIntlProvider } from '../i18n/app-intl-provider';
import type { Language } from '../i18n/languages';
import { loadMessages, type Messages } from '../i18n/load-messages';
import english from '../i18n/messages/en.json';

/** English, the app's own language, as the build makes it (parsed: vite.config.ts's plugin). */
export const englishMessages = english as unknown as Messages;

export function InEnglish({ children }: { children: ReactNode }) {
  return (
    <AppIntlProvider language="en" messages={englishMessages}>
      {children}
    </AppIntlProvider>
  );
}

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/** A test's own wrapper inside English. */
export function inEnglish(wrapper: Wrapper | undefined): Wrapper {
  if (wrapper === undefined) return InEnglish;
  const Inner = wrapper;
  return function WrappedInEnglish({ children }: { children: ReactNode }) {
    return (
      <InEnglish>
        <Inner>{children}</Inner>
      </InEnglish>
    );
  };
}

/** A wrapper speaking `language`, with the messages the app would load for it. */
export async function inLanguage(language: Language): Promise<Wrapper> {
  const messages = await loadMessages(language);
  return function InLanguage({ children }: { children: ReactNode }) {
    return (
      <AppIntlProvider language={language} messages={messages}>
        {children}
      </AppIntlProvider>
    );
  };
}
