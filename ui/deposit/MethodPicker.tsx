import type { DepositFlowView } from '../../application/deposit/deposit-flow-service';
import type { PickerEntry } from '../../domain/deposit/deposit-method-picker';
import { useServices } from '../base/services-context';
import { useT } from '../base/i18n/use-t';
import type { MessageKey } from '../base/i18n/message-ids';
import { ApiFailureText } from './FailureText';
import { useMethodTitle } from './method-title';
import { depositMessagesEn } from './messages.en';
import { StepError } from './StepControls';

type PickerView = Extract<DepositFlowView, { kind: 'picker' }>;

function EntryText({ entry, badge }: { readonly entry: PickerEntry; readonly badge?: string }) {
  const { t } = useT();
  const title = useMethodTitle()(entry.title);
  // Choice: us_ach and us_wire_transfer share the title 'Bank transfer' (spec 001 §2); without a server subtitle the client names the rail.
  const own = `deposit.subtitle.${entry.id}`;
  const subtitle = entry.subtitle ?? (Object.hasOwn(depositMessagesEn, own) ? t(own as MessageKey) : undefined);
  const tagText = (tag: string) => (Object.hasOwn(depositMessagesEn, `deposit.tag.${tag}`) ? t(`deposit.tag.${tag}` as MessageKey) : tag);
  return (
    <span className="method__text">
      <span className="method__title">
        <strong>{title}</strong>
        {entry.tags.map((tag) => (
          <span key={tag} className="tag">
            {tagText(tag)}
          </span>
        ))}
        {badge !== undefined && <span className="tag tag--muted">{badge}</span>}
      </span>
      {subtitle !== undefined && <span className="hint">{subtitle}</span>}
      {entry.description !== undefined && <span className="hint">{entry.description}</span>}
    </span>
  );
}

/**
 * The deposit method picker (spec 001 §2): the clickable supported methods, then the disabled ones
 * labelled 'Unavailable' (deactivated, an outstanding balance) or 'Only in the app'. A click
 * checks the method before its flow opens; a refusal shows under the list.
 */
export function MethodPicker({ view }: { readonly view: PickerView }) {
  const { depositFlow } = useServices();
  const { t } = useT();
  const { supported, disabled } = view.list;
  return (
    <div className="deposit__picker">
      <h3 className="deposit__lead" id="deposit-methods">
        {t('deposit.choose')}
      </h3>
      <ul className="methods" aria-labelledby="deposit-methods">
        {supported.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className="method"
              aria-busy={view.choosing === entry.id}
              disabled={view.choosing !== undefined}
              onClick={() => void depositFlow.choose(entry.id)}
            >
              <EntryText entry={entry} />
              <span className="method__chevron" aria-hidden="true">
                {view.choosing === entry.id ? '…' : '›'}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {view.error !== undefined && (
        <StepError>
          <ApiFailureText error={view.error} />
        </StepError>
      )}
      {disabled.length > 0 && (
        <>
          <h3 className="deposit__lead deposit__lead--muted" id="deposit-unavailable">
            {t('deposit.unavailableList')}
          </h3>
          <ul className="methods methods--disabled" aria-labelledby="deposit-unavailable">
            {disabled.map((entry) => (
              <li key={entry.id} className="method method--disabled">
                <EntryText entry={entry} badge={t(entry.label === 'unavailable' ? 'deposit.label.unavailable' : 'deposit.label.only_in_app')} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
