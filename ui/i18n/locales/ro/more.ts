import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const roMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': 'Mai mult',
  'more.settings.title': 'Setări',
  'more.settings.text': 'Limbă, valuta de plată și deconectare.',
  'more.settings.link': 'Deschide setările',
  'more.learn.title': 'Învață',
  'more.learn.text': 'Abia începi cu cripto? Un ghid scurt despre monede, coșuri, prețuri și siguranța contului.',
  'more.learn.link': 'Citește ghidul cripto',
  'more.help.title': 'Ajutor',
  'more.help.text': 'Răspunsurile la întrebările frecvente sunt în ghid. Poți discuta oricând cu echipa de asistență în aplicația mobilă.',
  'more.app.title': 'Descarcă aplicația',
  'more.app.text': 'Staking, Predict, cumpărările recurente și chatul cu asistența sunt în aplicația mobilă.',
  'more.legal.title': 'Informații juridice',
  'more.legal.text':
    'Prețurile cripto cresc și scad, iar tu poți pierde banii investiți. Performanțele trecute nu garantează rezultatele viitoare. Nimic de aici nu reprezintă consultanță de investiții, fiscală sau juridică.',
  'more.legal.full':
    'Criptoactivele nu sunt mijloc legal de plată, nu sunt garantate de un stat și nu sunt acoperite de scheme de garantare a depozitelor sau de compensare a investitorilor. Banii din contul tău de numerar sunt păstrați la bănci partenere. Se aplică comisioane, spreaduri și limite, care îți sunt afișate înainte să confirmi orice tranzacție.',
  'more.legal.statement': 'Citește declarația privind riscurile',
  'guide.title': 'Ghid cripto',
  'guide.lead': 'Cinci lecturi scurte înainte de următoarea tranzacție.',
  'guide.coins.title': 'Ce este o monedă',
  'guide.coins.text':
    'O monedă este un activ digital înregistrat într-un registru public numit blockchain. Bitcoin (BTC) a fost prima; Ethereum (ETH) poate rula și programe. Fiecare monedă are propriul preț, stabilit de cumpărători și vânzători din toată lumea, non-stop.',
  'guide.prices.title': 'Cum se mișcă prețurile',
  'guide.prices.text':
    'Prețurile se schimbă în fiecare secundă. Prețul de pe pagina unei monede este live; când cumperi sau vinzi, primești o cotație valabilă 15 secunde, ca să știi exact cât plătești și cât primești înainte să confirmi.',
  'guide.baskets.title': 'Coșuri',
  'guide.baskets.text':
    'Un coș cumpără mai multe monede deodată, în ponderi stabilite (de exemplu, 60% BTC și 40% ETH). Reechilibrarea îl readuce la aceste ponderi săptămânal, la două săptămâni sau lunar; o poți dezactiva. Coșurile tale și reechilibrarea lor se află pe pagina Conturi.',
  'guide.cash.title': 'Contul tău de numerar',
  'guide.cash.text':
    'Contul tău de numerar păstrează bani în propria ta valută. Depui prin transfer bancar sau cu cardul, cumperi cripto din el fără comisioane de card și primești în el banii din vânzări. Fiecare mișcare apare în istoricul lui, pe care îl poți exporta ca CSV.',
  'guide.safety.title': 'Cum îți protejezi contul',
  'guide.safety.text':
    'Nu îți cerem niciodată codul de acces la telefon, pe e-mail sau prin chat. Folosește un cod de acces pe care nu îl folosești în altă parte, deconectează-te de pe dispozitivele partajate și ferește-te de oricine promite câștiguri garantate: este cea mai răspândită înșelătorie.',
  'guide.statement.title': 'Declarație privind riscurile',
  'guide.statement.text':
    'Criptoactivele sunt foarte volatile și își pot pierde toată valoarea. Nu sunt mijloc legal de plată și nu sunt protejate de scheme de garantare a depozitelor sau de compensare a investitorilor. Investește doar cât îți permiți să pierzi și ia în calcul un sfat independent.',
  'guide.back': 'Înapoi la Mai mult',
  'more.help.assistant': 'Întreabă asistentul nostru',
  'more.help.assistantName': 'Întreabă asistentul nostru (se deschide într-o filă nouă)',
  'more.help.assistantText': 'Asistentul nostru răspunde la întrebări despre contul tău și aplicație, zi și noapte.',
};
