import type { MessageId } from './load-messages';

// react-intl's ids are typed: a message asked for by an id English lacks fails the type check.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
