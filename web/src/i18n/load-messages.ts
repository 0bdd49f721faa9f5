import type { MessageFormatElement } from 'react-intl';
import type { Language } from './languages';
import type english from './messages/en.json';

/** Every message's id: English has them all, and every other language has exactly these. */
export type MessageId = keyof typeof english;

/**
 * A language's messages as the build made them (web/vite/precompiled-messages.ts): each parsed
 * into ICU's syntax tree, so the browser needs no message parser.
 */
export type Messages = Record<MessageId, MessageFormatElement[]>;

// One chunk per language, fetched only by those who read it.
const catalogues = import.meta.glob<Record<string, unknown>>('./messages/*.json', {
  import: 'default',
});

const loaded = new Map<Language, Promise<Messages>>();

/** The language's messages, fetched once per page (and once per server) however often asked. */
export function loadMessages(language: Language): Promise<Messages> {
  let messages = loaded.get(language);
  if (messages === undefined) {
    const load = catalogues[`./messages/${language}.json`];
    if (load === undefined) throw new Error(`Marquee has no messages in ${language}`);
    messages = load().then((catalogue) => catalogue as Messages);
    // A failed fetch (offline, a new build) is asked again next time rather than kept.
    messages.catch(() => loaded.delete(language));
    loaded.set(language, messages);
  }
  return messages;
}
