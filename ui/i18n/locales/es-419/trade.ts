import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const es419Trade: AreaTexts<typeof tradeMessagesEn> = {
  'buy.quick': 'Montos rápidos',
  'buy.rejected.invalid_character': 'Usa dígitos y un solo separador decimal.',
  'buy.rejected.too_many_integer_digits': 'Como máximo 12 dígitos antes del punto decimal.',
  'buy.rejected.no_decimals_allowed': 'Solo montos enteros.',
};
