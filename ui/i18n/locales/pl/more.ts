import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const plMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': 'Więcej',
  'more.settings.title': 'Ustawienia',
  'more.settings.text': 'Język, waluta płatności i wylogowanie.',
  'more.settings.link': 'Otwórz ustawienia',
  'more.learn.title': 'Nauka',
  'more.learn.text': 'Dopiero zaczynasz z kryptowalutami? Krótki przewodnik po monetach, koszykach, cenach i bezpieczeństwie konta.',
  'more.learn.link': 'Przeczytaj przewodnik po kryptowalutach',
  'more.help.title': 'Pomoc',
  'more.help.text':
    'Odpowiedzi na częste pytania znajdziesz w przewodniku. Z naszym zespołem obsługi klienta możesz czatować w aplikacji mobilnej o każdej porze.',
  'more.app.title': 'Pobierz aplikację',
  'more.app.text': 'Staking, Prognozy, zakupy cykliczne i czat z obsługą klienta znajdziesz w aplikacji mobilnej.',
  'more.legal.title': 'Informacje prawne',
  'more.legal.text':
    'Ceny kryptowalut rosną i spadają, a Ty możesz stracić zainwestowane pieniądze. Wyniki osiągnięte w przeszłości nie gwarantują przyszłych wyników. Nic tutaj nie stanowi porady inwestycyjnej, podatkowej ani prawnej.',
  'more.legal.full':
    'Kryptoaktywa nie są prawnym środkiem płatniczym, nie mają gwarancji żadnego państwa i nie są objęte systemem gwarantowania depozytów ani systemami rekompensat dla inwestorów. Środki na koncie gotówkowym są przechowywane w bankach partnerskich. Obowiązują opłaty, spready i limity; są one pokazywane przed potwierdzeniem każdej transakcji.',
  'more.legal.statement': 'Przeczytaj oświadczenie o ryzyku',
  'guide.title': 'Przewodnik po kryptowalutach',
  'guide.lead': 'Pięć krótkich tekstów przed Twoją następną transakcją.',
  'guide.coins.title': 'Czym jest moneta',
  'guide.coins.text':
    'Moneta to aktywo cyfrowe zapisane w publicznym rejestrze zwanym blockchainem. Bitcoin (BTC) był pierwszy; Ethereum (ETH) uruchamia też programy. Każda moneta ma własną cenę, ustalaną przez kupujących i sprzedających na całym świecie, całą dobę.',
  'guide.prices.title': 'Jak zmieniają się ceny',
  'guide.prices.text':
    'Ceny zmieniają się co sekundę. Cena na stronie monety jest aktualizowana na żywo; gdy kupujesz lub sprzedajesz, otrzymujesz wycenę ważną przez 15 sekund, więc przed potwierdzeniem wiesz dokładnie, ile zapłacisz i ile otrzymasz.',
  'guide.baskets.title': 'Koszyki',
  'guide.baskets.text':
    'Koszyk kupuje kilka monet naraz, w stałych proporcjach (np. 60% BTC i 40% ETH). Równoważenie przywraca te proporcje co tydzień, co dwa tygodnie lub co miesiąc; możesz je wyłączyć. Twoje koszyki i ich równoważenie znajdziesz na stronie Konta.',
  'guide.cash.title': 'Twoje konto gotówkowe',
  'guide.cash.text':
    'Konto gotówkowe przechowuje pieniądze w Twojej walucie. Wpłacaj przelewem lub kartą, kupuj z niego kryptowaluty bez opłat za kartę i otrzymuj na nie pieniądze ze sprzedaży. Każda operacja trafia do historii, którą możesz wyeksportować do CSV.',
  'guide.safety.title': 'Jak dbać o bezpieczeństwo konta',
  'guide.safety.text':
    'Nigdy nie prosimy o kod dostępu telefonicznie, e-mailem ani na czacie. Używaj kodu dostępu, którego nie używasz nigdzie indziej, wylogowuj się na wspólnych urządzeniach i uważaj na każdego, kto obiecuje gwarantowane zyski: to najczęstsze oszustwo.',
  'guide.statement.title': 'Oświadczenie o ryzyku',
  'guide.statement.text':
    'Kryptoaktywa są bardzo zmienne i mogą stracić całą wartość. Nie są prawnym środkiem płatniczym i nie są chronione przez systemy gwarantowania depozytów ani rekompensat dla inwestorów. Inwestuj tylko tyle, ile możesz stracić, i rozważ skorzystanie z niezależnej porady.',
  'guide.back': 'Wróć do sekcji Więcej',
  'more.help.assistant': 'Zapytaj naszego asystenta',
  'more.help.assistantName': 'Zapytaj naszego asystenta (otwiera się w nowej karcie)',
  'more.help.assistantText': 'Nasz asystent odpowiada na pytania o Twoje konto i aplikację przez całą dobę.',
};
