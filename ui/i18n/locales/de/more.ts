import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const deMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': 'Mehr',
  'more.settings.title': 'Einstellungen',
  'more.settings.text': 'Sprache, Zahlungswährung und Abmelden.',
  'more.settings.link': 'Einstellungen öffnen',
  'more.learn.title': 'Lernen',
  'more.learn.text': 'Neu bei Krypto? Ein kurzer Leitfaden zu Coins, Körben, Preisen und zur Sicherheit deines Kontos.',
  'more.learn.link': 'Krypto-Leitfaden lesen',
  'more.help.title': 'Hilfe',
  'more.help.text': 'Antworten auf häufige Fragen findest du im Leitfaden. Mit unserem Support-Team kannst du jederzeit in der mobilen App chatten.',
  'more.app.title': 'Hol dir die App',
  'more.app.text': 'Staking, Prognosen, Sparpläne und den Support-Chat gibt es in der mobilen App.',
  'more.legal.title': 'Rechtliches',
  'more.legal.text':
    'Kryptopreise steigen und fallen, und du könntest das eingesetzte Geld verlieren. Frühere Wertentwicklungen sind kein Versprechen für künftige Ergebnisse. Nichts hier ist eine Anlage-, Steuer- oder Rechtsberatung.',
  'more.legal.full':
    'Krypto-Assets sind kein gesetzliches Zahlungsmittel, nicht durch einen Staat gedeckt und weder durch die Einlagensicherung noch durch Anlegerschutzsysteme abgesichert. Das Geld auf deinem Bargeldkonto wird bei Partnerbanken verwahrt. Es gelten Gebühren, Spreads und Limits; sie werden dir angezeigt, bevor du einen Handel bestätigst.',
  'more.legal.statement': 'Risikohinweis lesen',
  'guide.title': 'Krypto-Leitfaden',
  'guide.lead': 'Fünf kurze Texte vor deinem nächsten Handel.',
  'guide.coins.title': 'Was ein Coin ist',
  'guide.coins.text':
    'Ein Coin ist ein digitaler Vermögenswert, der in einem öffentlichen Register, der Blockchain, erfasst wird. Bitcoin (BTC) war der erste; auf Ethereum (ETH) laufen auch Programme. Jeder Coin hat seinen eigenen Preis, den Käufer und Verkäufer weltweit rund um die Uhr bestimmen.',
  'guide.prices.title': 'Wie sich Preise bewegen',
  'guide.prices.text':
    'Preise ändern sich jede Sekunde. Der Preis auf einer Coin-Seite ist live; beim Kaufen oder Verkaufen erhältst du ein Angebot, das 15 Sekunden gilt, damit du vor dem Bestätigen genau weißt, was du zahlst und erhältst.',
  'guide.baskets.title': 'Körbe',
  'guide.baskets.text':
    'Mit einem Korb kaufst du mehrere Coins auf einmal, in festen Gewichtungen (zum Beispiel 60 % BTC und 40 % ETH). Das Rebalancing stellt diese Gewichtungen wöchentlich, alle zwei Wochen oder monatlich wieder her; du kannst es ausschalten. Deine Körbe und ihr Rebalancing findest du unter „Konten“.',
  'guide.cash.title': 'Dein Bargeldkonto',
  'guide.cash.text':
    'Dein Bargeldkonto hält Geld in deiner eigenen Währung. Zahle per Banküberweisung oder Karte ein, kaufe davon Krypto ohne Kartengebühren und erhalte dort das Geld aus Verkäufen. Jede Bewegung steht im Verlauf, den du als CSV exportieren kannst.',
  'guide.safety.title': 'So bleibt dein Konto sicher',
  'guide.safety.text':
    'Wir fragen nie per Telefon, E-Mail oder Chat nach deinem Passcode. Nutze einen Passcode, den du sonst nirgends verwendest, melde dich auf gemeinsam genutzten Geräten ab und sei misstrauisch, wenn dir jemand garantierte Renditen verspricht: Das ist der häufigste Betrug.',
  'guide.statement.title': 'Risikohinweis',
  'guide.statement.text':
    'Krypto-Assets sind sehr volatil und können ihren gesamten Wert verlieren. Sie sind kein gesetzliches Zahlungsmittel und nicht durch Einlagensicherung oder Anlegerentschädigungssysteme geschützt. Investiere nur, was du dir leisten kannst zu verlieren, und ziehe eine unabhängige Beratung in Betracht.',
  'guide.back': 'Zurück zu „Mehr“',
  'more.help.assistant': 'Frag unseren Assistenten',
  'more.help.assistantName': 'Frag unseren Assistenten (öffnet sich in einem neuen Tab)',
  'more.help.assistantText': 'Unser Assistent beantwortet Fragen zu deinem Konto und zur App, rund um die Uhr.',
};
