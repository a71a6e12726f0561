import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const svMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': 'Mer',
  'more.settings.title': 'Inställningar',
  'more.settings.text': 'Språk, betalningsvaluta och utloggning.',
  'more.settings.link': 'Öppna inställningar',
  'more.learn.title': 'Lär dig',
  'more.learn.text': 'Ny på krypto? En kort guide om mynt, korgar, priser och hur du håller ditt konto säkert.',
  'more.learn.link': 'Läs kryptoguiden',
  'more.help.title': 'Hjälp',
  'more.help.text': 'Svar på vanliga frågor finns i guiden. Chatta med vår kundtjänst i mobilappen när som helst.',
  'more.app.title': 'Hämta appen',
  'more.app.text': 'Staking, Prognoser, återkommande köp och chatt med kundtjänst finns i mobilappen.',
  'more.legal.title': 'Juridisk information',
  'more.legal.text':
    'Kryptopriser går upp och ned, och du kan förlora pengarna du investerar. Historisk avkastning är ingen garanti för framtida avkastning. Inget här är investerings-, skatte- eller juridisk rådgivning.',
  'more.legal.full':
    'Kryptotillgångar är inte lagliga betalningsmedel, backas inte upp av någon stat och omfattas varken av insättningsgarantin eller investerarskyddet. Pengarna på ditt kontantkonto förvaras hos partnerbanker. Avgifter, spreadar och gränser gäller och visas innan du bekräftar en affär.',
  'more.legal.statement': 'Läs riskinformationen',
  'guide.title': 'Kryptoguide',
  'guide.lead': 'Fem korta texter före din nästa affär.',
  'guide.coins.title': 'Vad ett mynt är',
  'guide.coins.text':
    'Ett mynt är en digital tillgång som registreras i en offentlig liggare som kallas blockkedja. Bitcoin (BTC) var först; Ethereum (ETH) kan även köra program. Varje mynt har sitt eget pris, som sätts av köpare och säljare över hela världen, dygnet runt.',
  'guide.prices.title': 'Hur priser rör sig',
  'guide.prices.text':
    'Priserna ändras varje sekund. Priset på en myntsida är i realtid; när du köper eller säljer får du en offert som gäller i 15 sekunder, så att du vet exakt vad du betalar och får innan du bekräftar.',
  'guide.baskets.title': 'Korgar',
  'guide.baskets.text':
    'En korg köper flera mynt på en gång, med fasta vikter (till exempel 60 % BTC och 40 % ETH). Ombalanseringen återställer vikterna varje vecka, varannan vecka eller varje månad; du kan stänga av den. Dina korgar och deras ombalansering finns på sidan Konton.',
  'guide.cash.title': 'Ditt kontantkonto',
  'guide.cash.text':
    'Ditt kontantkonto innehåller pengar i din egen valuta. Sätt in via banköverföring eller kort, köp krypto från kontot utan kortavgifter och få pengarna från försäljningar dit. Varje rörelse finns i historiken, som du kan exportera som CSV.',
  'guide.safety.title': 'Håll ditt konto säkert',
  'guide.safety.text':
    'Vi frågar aldrig efter din lösenkod via telefon, e-post eller chatt. Använd en lösenkod som du inte använder någon annanstans, logga ut på delade enheter och var misstänksam mot alla som lovar garanterad avkastning: det är det vanligaste bedrägeriet.',
  'guide.statement.title': 'Riskinformation',
  'guide.statement.text':
    'Kryptotillgångar är mycket volatila och kan förlora hela sitt värde. De är inte lagliga betalningsmedel och skyddas varken av insättningsgarantin eller investerarskyddet. Investera bara det du har råd att förlora och överväg att ta hjälp av en oberoende rådgivare.',
  'guide.back': 'Tillbaka till Mer',
  'more.help.assistant': 'Fråga vår assistent',
  'more.help.assistantName': 'Fråga vår assistent (öppnas i en ny flik)',
  'more.help.assistantText': 'Vår assistent svarar på frågor om ditt konto och appen, dygnet runt.',
};
