import { type Dec, Money, ZERO } from './decimal';

/** The amount an accepted input string stands for; "" and "0." count as zero. */
export function amountOfInput(accepted: string): Dec {
  if (accepted === '' || accepted === '.') return ZERO;
  return new Money(accepted.endsWith('.') ? accepted.slice(0, -1) : accepted);
}
