import { ErrorCode } from '../../../domain/errors/error-codes';
import { fieldKind } from '../../../domain/kyc/field-kind';
import type { FormSection } from '../../../domain/kyc/form-section';
import { useT } from '../../base/i18n/use-t';
import { AddressSearchField } from './AddressSearchField';
import { CheckboxField } from './CheckboxField';
import { ChoiceField } from './ChoiceField';
import type { FieldProps } from './field-props';
import { MultiSelectField } from './MultiSelectField';
import { TextField } from './TextField';

/**
 * The control of one server field, by its input type (spec 001 §5). An input type the web does not
 * support shows why it cannot be answered here (its error, from validation, blocks the submit).
 */
export function FieldInput(props: FieldProps & { readonly section: FormSection }) {
  const { te } = useT();
  const { field } = props;
  if (field.input_type === 'address_search') return <AddressSearchField {...props} />;
  switch (fieldKind(field)) {
    case 'text':
      return <TextField {...props} />;
    case 'single':
      return <ChoiceField {...props} />;
    case 'multi':
      return <MultiSelectField {...props} />;
    case 'checkbox':
      return <CheckboxField {...props} />;
    case undefined:
      return (
        <div className="kyc-field">
          <p id={`${props.id}-label`}>{props.label}</p>
          <p className="field-error" role="alert">
            {te(ErrorCode.unsupportedFieldType)}
          </p>
        </div>
      );
  }
}
