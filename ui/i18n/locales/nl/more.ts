import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const nlMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': 'Meer',
  'more.settings.title': 'Instellingen',
  'more.settings.text': 'Taal, betaalvaluta en uitloggen.',
  'more.settings.link': 'Instellingen openen',
  'more.learn.title': 'Leren',
  'more.learn.text': 'Nieuw in crypto? Een korte gids over munten, mandjes, prijzen en het veilig houden van je account.',
  'more.learn.link': 'Cryptogids lezen',
  'more.help.title': 'Hulp',
  'more.help.text': 'Antwoorden op veelgestelde vragen staan in de gids. Chat altijd met onze klantenservice in de mobiele app.',
  'more.app.title': 'Download de app',
  'more.app.text': 'Staking, Voorspellen, periodieke aankopen en de chat met de klantenservice vind je in de mobiele app.',
  'more.legal.title': 'Juridisch',
  'more.legal.text':
    'Cryptoprijzen gaan op en neer, en je kunt het geld verliezen dat je inlegt. In het verleden behaalde resultaten bieden geen garantie voor de toekomst. Niets hier is beleggings-, belasting- of juridisch advies.',
  'more.legal.full':
    'Cryptoactiva zijn geen wettig betaalmiddel, worden niet gedekt door een overheid en vallen niet onder het depositogarantiestelsel of het beleggerscompensatiestelsel. Geld op je geldrekening wordt aangehouden bij partnerbanken. Er gelden kosten, spreads en limieten; die zie je voordat je een transactie bevestigt.',
  'more.legal.statement': 'Risicoverklaring lezen',
  'guide.title': 'Cryptogids',
  'guide.lead': 'Vijf korte stukken om te lezen voor je volgende transactie.',
  'guide.coins.title': 'Wat een munt is',
  'guide.coins.text':
    'Een munt is een digitaal bezit dat wordt vastgelegd in een openbaar register: de blockchain. Bitcoin (BTC) was de eerste; Ethereum (ETH) kan ook programma’s uitvoeren. Elke munt heeft een eigen prijs, die kopers en verkopers over de hele wereld dag en nacht bepalen.',
  'guide.prices.title': 'Hoe prijzen bewegen',
  'guide.prices.text':
    'Prijzen veranderen elke seconde. De prijs op de pagina van een munt is live; als je koopt of verkoopt, krijg je een offerte die 15 seconden geldig is, zodat je vóór het bevestigen precies weet wat je betaalt en ontvangt.',
  'guide.baskets.title': 'Mandjes',
  'guide.baskets.text':
    'Met een mandje koop je meerdere munten tegelijk, in vaste verhoudingen (bijvoorbeeld 60% BTC en 40% ETH). Herbalancering brengt het mandje wekelijks, tweewekelijks of maandelijks terug naar die verhoudingen; je kunt het uitzetten. Je mandjes en hun herbalancering staan op de pagina Rekeningen.',
  'guide.cash.title': 'Je geldrekening',
  'guide.cash.text':
    'Je geldrekening bevat geld in je eigen valuta. Stort via een bankoverschrijving of met je kaart, koop er crypto mee zonder kaartkosten en ontvang er het geld van verkopen op. Elke mutatie staat in de geschiedenis, die je als CSV kunt exporteren.',
  'guide.safety.title': 'Je account veilig houden',
  'guide.safety.text':
    'We vragen nooit om je toegangscode via telefoon, e-mail of chat. Gebruik een toegangscode die je nergens anders gebruikt, log uit op gedeelde apparaten en wees op je hoede voor iedereen die gegarandeerd rendement belooft: dat is de meest voorkomende oplichting.',
  'guide.statement.title': 'Risicoverklaring',
  'guide.statement.text':
    'Cryptoactiva zijn zeer volatiel en kunnen al hun waarde verliezen. Ze zijn geen wettig betaalmiddel en worden niet beschermd door het depositogarantiestelsel of het beleggerscompensatiestelsel. Beleg alleen wat je kunt missen en overweeg onafhankelijk advies in te winnen.',
  'guide.back': 'Terug naar Meer',
  'more.help.assistant': 'Vraag het onze assistent',
  'more.help.assistantName': 'Vraag het onze assistent (opent in een nieuw tabblad)',
  'more.help.assistantText': 'Onze assistent beantwoordt dag en nacht vragen over je account en de app.',
};
