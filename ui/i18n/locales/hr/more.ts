import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const hrMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': 'Više',
  'more.settings.title': 'Postavke',
  'more.settings.text': 'Jezik, valuta plaćanja i odjava.',
  'more.settings.link': 'Otvori postavke',
  'more.learn.title': 'Učenje',
  'more.learn.text': 'Tek počinješ s kriptom? Kratki vodič kroz kovanice, košarice, cijene i sigurnost računa.',
  'more.learn.link': 'Pročitaj vodič za kripto',
  'more.help.title': 'Pomoć',
  'more.help.text': 'Odgovori na česta pitanja nalaze se u vodiču. S našom podrškom možeš razgovarati u mobilnoj aplikaciji, u bilo koje doba.',
  'more.app.title': 'Preuzmi aplikaciju',
  'more.app.text': 'Staking, Predict, periodične kupnje i chat s podrškom nalaze se u mobilnoj aplikaciji.',
  'more.legal.title': 'Pravne informacije',
  'more.legal.text':
    'Cijene kriptovaluta rastu i padaju i možeš izgubiti uloženi novac. Prošli rezultati ne jamče buduće. Ništa ovdje nije investicijski, porezni ni pravni savjet.',
  'more.legal.full':
    'Kriptoimovina nije zakonsko sredstvo plaćanja, ne jamči je nijedna država i nije obuhvaćena osiguranjem depozita ni sustavima zaštite ulagatelja. Novac na tvom gotovinskom računu drži se u partnerskim bankama. Primjenjuju se naknade, rasponi i ograničenja, a prikazuju se prije potvrde svake transakcije.',
  'more.legal.statement': 'Pročitaj izjavu o rizicima',
  'guide.title': 'Vodič za kripto',
  'guide.lead': 'Pet kratkih tekstova prije sljedeće transakcije.',
  'guide.coins.title': 'Što je kovanica',
  'guide.coins.text':
    'Kovanica je digitalna imovina zabilježena u javnoj knjizi koja se zove blockchain. Bitcoin (BTC) bio je prvi; Ethereum (ETH) može izvršavati i programe. Svaka kovanica ima svoju cijenu, koju kupci i prodavatelji diljem svijeta određuju danonoćno.',
  'guide.prices.title': 'Kako se cijene kreću',
  'guide.prices.text':
    'Cijene se mijenjaju svake sekunde. Cijena na stranici kovanice prikazuje se uživo; kad kupuješ ili prodaješ, dobivaš ponudu koja vrijedi 15 sekundi, pa prije potvrde točno znaš koliko plaćaš i što primaš.',
  'guide.baskets.title': 'Košarice',
  'guide.baskets.text':
    'Košarica odjednom kupuje nekoliko kovanica u zadanim udjelima (npr. 60 % BTC i 40 % ETH). Rebalansiranje je vraća na te udjele tjedno, svaka dva tjedna ili mjesečno; možeš ga isključiti. Tvoje košarice i njihovo rebalansiranje nalaze se na stranici Računi.',
  'guide.cash.title': 'Tvoj gotovinski račun',
  'guide.cash.text':
    'Na gotovinskom računu držiš novac u svojoj valuti. Uplaćuj bankovnim prijenosom ili karticom, kupuj kripto s njega bez naknada za karticu i primaj na njega novac od prodaje. Svaka promjena vidljiva je u njegovoj povijesti, koju možeš izvesti kao CSV.',
  'guide.safety.title': 'Kako zaštititi račun',
  'guide.safety.text':
    'Nikad ne tražimo tvoj pristupni kod telefonom, e-poštom ni chatom. Koristi pristupni kod koji ne koristiš nigdje drugdje, odjavi se na zajedničkim uređajima i čuvaj se svakoga tko obećava zajamčenu zaradu: to je najčešća prijevara.',
  'guide.statement.title': 'Izjava o rizicima',
  'guide.statement.text':
    'Kriptoimovina je vrlo volatilna i može izgubiti svu vrijednost. Nije zakonsko sredstvo plaćanja i nije zaštićena osiguranjem depozita ni sustavima naknade ulagateljima. Ulaži samo ono što si možeš priuštiti izgubiti i razmisli o neovisnom savjetu.',
  'guide.back': 'Natrag na Više',
  'more.help.assistant': 'Pitaj našeg asistenta',
  'more.help.assistantName': 'Pitaj našeg asistenta (otvara se u novoj kartici)',
  'more.help.assistantText': 'Naš asistent danju i noću odgovara na pitanja o tvom računu i aplikaciji.',
};
