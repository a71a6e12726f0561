import { addressValues } from '../../../domain/kyc/address-fields';
import type { FormSection } from '../../../domain/kyc/form-section';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { FieldErrorLine } from './FieldErrorText';
import { describedBy, type FieldProps } from './field-props';

interface Props extends FieldProps {
  readonly section: FormSection;
}

/**
 * The address search (spec 001 §5): suggestions for what is typed, in the chosen country, 300 ms
 * after the last key; choosing one fills the section's address fields (the customer can still
 * edit them). Without a country it says to choose one first.
 */
export function AddressSearchField(props: Props) {
  const { field, id, label, value, values, disabled, error, onChange, onBlur, section } = props;
  const { addressSearch, cashAccountSetup } = useServices();
  const { predictions, searched, failed } = useStore(addressSearch.state);
  const { t, locale } = useT();
  const country = typeof values.country === 'string' && values.country !== '' ? values.country : undefined;
  const text = typeof value === 'string' ? value : '';
  const hintId = `${id}-hint`;
  const choose = async (placeId: string, description: string) => {
    const address = await addressSearch.choose(placeId);
    if (address !== undefined)
      cashAccountSetup.answerAll({ ...addressValues(section, cashAccountSetup.state.getSnapshot().values, address), [field.name]: description });
  };
  return (
    <div className="kyc-field">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        autoComplete="off"
        value={text}
        disabled={disabled || country === undefined}
        aria-invalid={error !== undefined}
        aria-describedby={[hintId, describedBy(props)].filter(Boolean).join(' ')}
        aria-controls={`${id}-suggestions`}
        onChange={(e) => {
          onChange(e.target.value);
          addressSearch.type(e.target.value, country, locale);
        }}
        onBlur={onBlur}
      />
      <p id={hintId} className="hint" aria-live="polite">
        {country === undefined
          ? t('kyc.address.needsCountry')
          : failed
            ? t('kyc.address.failed')
            : searched && text.trim() !== ''
              ? t('kyc.address.suggestions', { count: predictions.length })
              : ''}
      </p>
      <ul id={`${id}-suggestions`} className="kyc-suggestions">
        {predictions.map((p) => (
          <li key={p.placeId}>
            <button type="button" className="kyc-suggestion" onClick={() => void choose(p.placeId, p.description)}>
              {p.description}
            </button>
          </li>
        ))}
      </ul>
      <FieldErrorLine id={id} error={error} />
    </div>
  );
}
