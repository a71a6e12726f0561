import type { ErrorCode } from '../error-codes';
import type { MessageKey } from '../message-keys';

/**
 * One language's texts of the catalogue (spec error messages and server notices), shared by the
 * UI's translations and the CLI's human messages. Partial: a regional variant holds only where it
 * differs from its base language, and the i18n check (`npm test`) fails on a text missing from both.
 */
export interface CatalogueTranslation {
  readonly notices: Partial<Record<MessageKey, string>>;
  readonly errors: Partial<Record<ErrorCode, string>>;
}
