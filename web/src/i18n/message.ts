import type { PrimitiveType } from 'react-intl';
import type { MessageId } from './load-messages';

/**
 * What code outside a component has to say (a validation rule, an error's explanation): the
 * message and its values, which the component that shows it puts into the page's language.
 */
export interface Message {
  id: MessageId;
  values?: Record<string, PrimitiveType>;
}
