import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const daMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': 'Mere',
  'more.settings.title': 'Indstillinger',
  'more.settings.text': 'Sprog, betalingsvaluta og log ud.',
  'more.settings.link': 'Åbn indstillinger',
  'more.learn.title': 'Lær',
  'more.learn.text': 'Ny i krypto? En kort guide til mønter, kurve, priser og til at holde din konto sikker.',
  'more.learn.link': 'Læs kryptoguiden',
  'more.help.title': 'Hjælp',
  'more.help.text': 'Svar på almindelige spørgsmål finder du i guiden. Chat med vores support i mobilappen, når som helst.',
  'more.app.title': 'Hent appen',
  'more.app.text': 'Staking, Predict, faste køb og supportchat finder du i mobilappen.',
  'more.legal.title': 'Juridisk',
  'more.legal.text':
    'Kryptopriser stiger og falder, og du kan miste de penge, du sætter ind. Tidligere afkast er ingen garanti for fremtidige resultater. Intet her er investerings-, skatte- eller juridisk rådgivning.',
  'more.legal.full':
    'Kryptoaktiver er ikke lovlige betalingsmidler, er ikke garanteret af en stat og er ikke dækket af indskydergarantien eller ordninger for investorbeskyttelse. Penge på din kontantkonto opbevares hos partnerbanker. Gebyrer, spreads og grænser gælder og vises, før du bekræfter en handel.',
  'more.legal.statement': 'Læs risikoerklæringen',
  'guide.title': 'Kryptoguide',
  'guide.lead': 'Fem korte tekster før din næste handel.',
  'guide.coins.title': 'Hvad en mønt er',
  'guide.coins.text':
    'En mønt er et digitalt aktiv, der registreres i en offentlig hovedbog kaldet en blockchain. Bitcoin (BTC) var den første; Ethereum (ETH) kan også køre programmer. Hver mønt har sin egen pris, som fastsættes af købere og sælgere over hele verden, døgnet rundt.',
  'guide.prices.title': 'Sådan bevæger priserne sig',
  'guide.prices.text':
    'Priserne ændrer sig hvert sekund. Prisen på en møntside er live; når du køber eller sælger, får du et pristilbud, der gælder i 15 sekunder, så du ved præcis, hvad du betaler og modtager, før du bekræfter.',
  'guide.baskets.title': 'Kurve',
  'guide.baskets.text':
    'En kurv køber flere mønter på én gang i faste vægte (f.eks. 60 % BTC og 40 % ETH). Rebalancering bringer den tilbage til de vægte hver uge, hver 14. dag eller hver måned; du kan slå det fra. Dine kurve og deres rebalancering finder du på siden Konti.',
  'guide.cash.title': 'Din kontantkonto',
  'guide.cash.text':
    'Din kontantkonto indeholder penge i din egen valuta. Indbetal med bankoverførsel eller kort, køb krypto fra den uden kortgebyrer, og modtag pengene fra dine salg på den. Alle bevægelser står i dens historik, som du kan eksportere som CSV.',
  'guide.safety.title': 'Sådan holder du din konto sikker',
  'guide.safety.text':
    'Vi beder aldrig om din adgangskode via telefon, e-mail eller chat. Brug en adgangskode, du ikke bruger andre steder, log ud på delte enheder, og vær på vagt over for alle, der lover garanteret afkast: Det er det mest almindelige svindelnummer.',
  'guide.statement.title': 'Risikoerklæring',
  'guide.statement.text':
    'Kryptoaktiver er meget volatile og kan miste hele deres værdi. De er ikke lovlige betalingsmidler og er ikke beskyttet af indskydergarantien eller ordninger for investorkompensation. Investér kun det, du har råd til at tabe, og overvej at søge uafhængig rådgivning.',
  'guide.back': 'Tilbage til Mere',
  'more.help.assistant': 'Spørg vores assistent',
  'more.help.assistantName': 'Spørg vores assistent (åbner i en ny fane)',
  'more.help.assistantText': 'Vores assistent besvarer spørgsmål om din konto og appen, døgnet rundt.',
};
