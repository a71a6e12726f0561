/**
 * Below a trade amount field (Buy, basket Buy, Sell): why a keystroke was refused (announced
 * politely) and the field's error (an alert); `id` is the field's, so aria-describedby can name both.
 */
export function AmountFieldMessages({
  id,
  rejection,
  error,
}: {
  readonly id: string;
  readonly rejection: string | undefined;
  readonly error: string | undefined;
}) {
  return (
    <>
      <p id={`${id}-rejection`} className="hint" aria-live="polite">
        {rejection}
      </p>
      {error !== undefined && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
