import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const itMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': 'Altro',
  'more.settings.title': 'Impostazioni',
  'more.settings.text': 'Lingua, valuta di pagamento e disconnessione.',
  'more.settings.link': 'Apri le impostazioni',
  'more.learn.title': 'Impara',
  'more.learn.text': 'Nuovo nel mondo cripto? Una breve guida su monete, panieri, prezzi e sicurezza del tuo account.',
  'more.learn.link': 'Leggi la guida alle cripto',
  'more.help.title': 'Assistenza',
  'more.help.text':
    'Le risposte alle domande più comuni sono nella guida. Puoi chattare con il nostro team di assistenza nell’app mobile, in qualsiasi momento.',
  'more.app.title': 'Scarica l’app',
  'more.app.text': 'Staking, Previsioni, acquisti ricorrenti e chat di assistenza sono nell’app mobile.',
  'more.legal.title': 'Note legali',
  'more.legal.text':
    'I prezzi delle cripto salgono e scendono e potresti perdere il denaro investito. I risultati passati non garantiscono quelli futuri. Nulla di quanto riportato qui costituisce consulenza in materia di investimenti, fiscale o legale.',
  'more.legal.full':
    'Le cripto-attività non hanno corso legale, non sono garantite da alcuno Stato e non sono coperte da sistemi di garanzia dei depositi o di tutela degli investitori. Il denaro sul tuo conto in contanti è custodito presso banche partner. Si applicano commissioni, spread e limiti, che ti vengono mostrati prima della conferma di qualsiasi operazione.',
  'more.legal.statement': 'Leggi l’informativa sui rischi',
  'guide.title': 'Guida alle cripto',
  'guide.lead': 'Cinque letture brevi prima della tua prossima operazione.',
  'guide.coins.title': 'Cos’è una moneta',
  'guide.coins.text':
    'Una moneta è un asset digitale registrato su un registro pubblico chiamato blockchain. Bitcoin (BTC) è stata la prima; Ethereum (ETH) esegue anche programmi. Ogni moneta ha il suo prezzo, stabilito da acquirenti e venditori di tutto il mondo, a ogni ora del giorno e della notte.',
  'guide.prices.title': 'Come si muovono i prezzi',
  'guide.prices.text':
    'I prezzi cambiano ogni secondo. Il prezzo che vedi nella pagina di una moneta è in tempo reale; quando acquisti o vendi ricevi una quotazione valida per 15 secondi, così sai esattamente quanto paghi e quanto ricevi prima di confermare.',
  'guide.baskets.title': 'Panieri',
  'guide.baskets.text':
    'Un paniere acquista più monete in una sola volta, con pesi prestabiliti (ad esempio 60% BTC e 40% ETH). Il ribilanciamento lo riporta a quei pesi ogni settimana, ogni due settimane o ogni mese; puoi disattivarlo. I tuoi panieri e il loro ribilanciamento sono nella pagina Conti.',
  'guide.cash.title': 'Il tuo conto in contanti',
  'guide.cash.text':
    'Il tuo conto in contanti contiene denaro nella tua valuta. Deposita con bonifico o carta, acquista cripto senza commissioni della carta e ricevi qui il ricavato delle vendite. Ogni movimento compare nella cronologia, che puoi esportare in CSV.',
  'guide.safety.title': 'Come proteggere il tuo account',
  'guide.safety.text':
    'Non ti chiederemo mai il codice di accesso per telefono, email o chat. Usa un codice di accesso che non usi altrove, esci dai dispositivi condivisi e diffida di chi promette rendimenti garantiti: è la truffa più comune.',
  'guide.statement.title': 'Informativa sui rischi',
  'guide.statement.text':
    'Le cripto-attività sono molto volatili e possono perdere tutto il loro valore. Non hanno corso legale e non sono tutelate da sistemi di garanzia dei depositi o di indennizzo degli investitori. Investi solo ciò che puoi permetterti di perdere e valuta di rivolgerti a un consulente indipendente.',
  'guide.back': 'Torna ad Altro',
  'more.help.assistant': 'Chiedi al nostro assistente',
  'more.help.assistantName': 'Chiedi al nostro assistente (si apre in una nuova scheda)',
  'more.help.assistantText': 'Il nostro assistente risponde alle domande sul tuo account e sull’app, giorno e notte.',
};
