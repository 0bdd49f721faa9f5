import type { JSXElementConstructor, ReactNode } from 'react';
import { AppIntlProvider } from '../i18n/app-intl-provider';
import type { Messages } from '../i18n/load-messages';
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
