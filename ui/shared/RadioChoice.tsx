import { createContext, useContext, useId, type AriaAttributes, type ReactNode } from 'react';

interface Group {
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

const GroupContext = createContext<Group | undefined>(undefined);

interface GroupProps {
  /** The value of the checked radio; one no radio has ('') leaves the group unchecked. */
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly label: string;
  readonly describedBy?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A radio group built on native radios sharing one name. The browser itself gives the keyboard
 * path: Tab enters on the checked radio, the arrow keys move to the next enabled one and check it
 * in the same key event. (Radix's radio group moved the focus in a timer after the keydown and
 * checked the radio only if the key was still held, so a quick key press, from assistive
 * technology or on a busy page, could move the focus without changing the choice.)
 */
export function RadioChoiceGroup({ value, onValueChange, label, describedBy, className, children }: GroupProps) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} aria-describedby={describedBy} className={className}>
      <GroupContext.Provider value={{ name, value, onChange: onValueChange }}>{children}</GroupContext.Provider>
    </div>
  );
}

interface RadioProps extends Pick<AriaAttributes, 'aria-labelledby' | 'aria-describedby'> {
  readonly value: string;
  readonly disabled?: boolean;
  readonly className?: string;
  /** Also called when the radio is already checked (a change is not). */
  readonly onClick?: () => void;
}

/** One radio of the enclosing RadioChoiceGroup; put it in a label with its text. */
export function RadioChoice({ value, disabled, className, onClick, ...aria }: RadioProps) {
  const group = useContext(GroupContext);
  if (group === undefined) throw new Error('RadioChoice must be inside a RadioChoiceGroup');
  return (
    <input
      type="radio"
      name={group.name}
      value={value}
      checked={group.value === value}
      disabled={disabled}
      className={className}
      onChange={() => group.onChange(value)}
      onClick={onClick}
      {...aria}
    />
  );
}
