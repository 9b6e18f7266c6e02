import type { ContentCatalogue } from './types.js';

/** The seeded pages in Italian; see en.ts for the source texts (same slugs, same order). */
export const contentIt: ContentCatalogue = [
  {
    slug: 'company.about',
    category: 'company',
    title: 'Chi siamo',
    body: "Meridian è una piattaforma open source di trading e servizi finanziari: mercati in tempo reale, trading a margine e opzioni, un exchange spot, piani di trading automatizzati, prestiti, un marketplace di NFT benefici, depositi, prelievi e cambio valuta, in undici lingue.\n\nOgni saldo su Meridian deriva da un registro in partita doppia verificato dal database stesso, ogni prezzo proviene dal feed di dati di mercato registrato e i dati riportati sulla nostra home page sono calcolati dalla piattaforma, non inseriti a mano.\n\nIl software è sviluppato in modo aperto. Chi ne gestisce un'istanza è l'operatore di quel servizio e ne è responsabile.",
  },
  {
    slug: 'company.contact',
    category: 'company',
    title: 'Contatti',
    body: "Il modo più rapido per contattarci è il servizio clienti online nel Suo account (l'icona delle cuffie). Il nostro personale risponde lì e la conversazione resta nella Sua cronologia.\n\nPer domande su un deposito, un prelievo o un prestito, La preghiamo di indicare l'orario e l'importo, così da poterlo individuare rapidamente. Non Le chiederemo mai la password né la password di prelievo.",
  },
  {
    slug: 'policy.terms',
    category: 'policy',
    title: 'Termini di servizio',
    body: "Creando un account, Lei accetta di utilizzare Meridian nel rispetto della legge, di mantenere segrete la password di accesso e la password di prelievo e di fornire informazioni veritiere quando verifica la Sua identità.\n\nOgni account dispone di un conto demo con denaro virtuale per esercitarsi e di un conto reale. Il denaro demo non ha alcun valore e non può mai essere trasferito sul conto reale.\n\nIl trading, le opzioni, i piani automatizzati e i prestiti comportano dei rischi; legga l'avvertenza sui rischi prima di utilizzarli. Possiamo sospendere un account che violi i presenti termini o la legge e conserviamo le registrazioni richieste dalla legge.",
  },
  {
    slug: 'policy.privacy',
    category: 'policy',
    title: 'Informativa sulla privacy',
    body: "Raccogliamo i dati necessari per gestire il Suo account: nome utente, indirizzo e-mail o numero di telefono, i Suoi documenti d'identità quando verifica la Sua identità e le registrazioni delle Sue transazioni.\n\nLe password sono conservate esclusivamente come hash unidirezionali robusti. Le immagini dei documenti d'identità vengono ricodificate per rimuovere i metadati nascosti, sono conservate al di fuori del sito web pubblico e sono visibili solo a Lei e al personale incaricato di esaminarle.\n\nNon vendiamo i Suoi dati. Può richiedere al servizio clienti una copia dei Suoi dati o, ove la legge lo consenta, la loro cancellazione.",
  },
  {
    slug: 'policy.cookies',
    category: 'policy',
    title: 'Informativa sui cookie',
    body: "L'applicazione web memorizza alcune impostazioni nel Suo browser: il token di accesso, la lingua, se sta utilizzando il conto demo o quello reale e se ha già visualizzato la bacheca di benvenuto in questa sessione. Sono necessarie al funzionamento del sito.\n\nNon utilizziamo cookie pubblicitari né cookie di tracciamento di terze parti, e il sito non carica caratteri, immagini o script da altre aziende.",
  },
  {
    slug: 'statement.disclaimer',
    category: 'statement',
    title: 'Esclusione di responsabilità',
    body: 'Le informazioni presenti su Meridian sono fornite a scopo generale e non costituiscono consulenza in materia di investimenti. I risultati passati, compresi i risultati dei backtest dei piani di trading, non garantiscono i risultati futuri.\n\nI prezzi visualizzati provengono dal feed di dati di mercato configurato. Nella configurazione predefinita tale feed è simulato a scopo dimostrativo, e il sito lo indica.',
  },
  {
    slug: 'statement.risk',
    category: 'statement',
    title: 'Avvertenza sui rischi',
    body: "I prodotti con leva, come il trading a margine (CFDs), possono generare perdite in tempi rapidi. La leva moltiplica sia i guadagni sia le perdite; una posizione viene chiusa automaticamente quando il Suo livello di margine scende al 50%.\n\nLe opzioni funzionano secondo il principio del tutto o niente: se il prezzo si muove nella direzione sbagliata, perde l'intera somma investita. I piani di trading automatizzati possono generare perdite; i loro guadagni corrispondono a quanto la strategia ha effettivamente realizzato, mai a un rendimento promesso. I prestiti devono essere rimborsati con gli interessi.\n\nFaccia trading solo con denaro che può permettersi di perdere e si eserciti prima con il conto demo.",
  },
  {
    slug: 'statement.advertising',
    category: 'statement',
    title: 'Pubblicità',
    body: "I dati riportati sulle nostre pagine, come il volume degli scambi, il numero di strumenti quotati e il numero di utenti registrati, sono calcolati in tempo reale dalla piattaforma. L'indicazione sulle commissioni «inferiori allo 0,3%» viene verificata rispetto alle commissioni configurate.\n\nNon paghiamo per ottenere recensioni e non promettiamo rendimenti.",
  },
  {
    slug: 'statement.licence',
    category: 'statement',
    title: 'Licenza e vigilanza',
    body: "Meridian è un software open source e di per sé non è titolare di alcuna licenza: l'operatore di ciascuna istanza deve ottenere le licenze e le registrazioni richieste nelle giurisdizioni in cui offre i propri servizi e deve indicarle in questa pagina.\n\nQuesta istanza non ha pubblicato alcuna licenza. Utilizzi le sue funzioni con denaro reale solo se sa chi la gestisce e sotto quale vigilanza.",
  },
  {
    slug: 'notice.welcome',
    category: 'notice',
    title: 'Benvenuto su Meridian',
    body: 'Ogni nuovo account parte con un conto demo contenente 100.000 USDT di denaro virtuale. Può passare dal conto demo a quello reale in qualsiasi momento dalla pagina del Suo account.',
  },
  {
    slug: 'notice.maintenance',
    category: 'notice',
    title: 'Orari di negoziazione',
    body: 'I mercati delle criptovalute sono aperti 24 ore su 24. Forex, azioni, ETF, metalli e futures seguono le sessioni settimanali dei rispettivi mercati; al di fuori di tali sessioni lo strumento riporta «al momento non disponibile per la negoziazione».',
  },
  {
    slug: 'faq.demo',
    category: 'faq',
    title: "Che cos'è il conto demo?",
    body: 'Un conto di esercitazione con denaro virtuale (100.000 USDT iniziali). Funziona come il conto reale per il trading a margine, le opzioni e il trading spot, ma il suo denaro non ha alcun valore e non può essere prelevato né trasferito sul conto reale. Può reimpostarlo dal Suo account.',
  },
  {
    slug: 'faq.deposit',
    category: 'faq',
    title: 'Come si effettua un deposito?',
    body: "Passi al conto reale, apra «Deposito», scelga la moneta e la rete e invii i fondi all'indirizzo indicato. Inserisca poi l'importo, l'hash della transazione e le sue ultime 6 cifre, e carichi una prova del pagamento. Il nostro personale la esamina e il Suo saldo viene accreditato una volta approvato il deposito. Importi minimi: USDT 120, BTC 0,015, ETH 0,2.",
  },
  {
    slug: 'faq.withdraw',
    category: 'faq',
    title: 'Come si effettua un prelievo?',
    body: "Verifichi prima la Sua identità e imposti una password di prelievo. Scelga quindi un indirizzo crypto o un conto bancario. La commissione e l'importo che riceverà vengono mostrati prima della conferma; l'importo resta bloccato finché il nostro personale non effettua il pagamento, oppure viene sbloccato con l'indicazione del motivo se il prelievo viene rifiutato.",
  },
  {
    slug: 'faq.fees',
    category: 'faq',
    title: 'Quali sono le commissioni?',
    body: 'Trading spot: 0,08% per gli ordini che restano nel book (maker) e 0,10% per gli ordini eseguiti immediatamente (taker). Trading a margine: lo spread dello strumento più una commissione dello 0,05%. Cambio valuta: uno spread dello 0,2%. Prelievi: 1% con un minimo per ciascun asset. Tutte le commissioni vengono mostrate prima della conferma.',
  },
  {
    slug: 'faq.security',
    category: 'faq',
    title: 'Come è protetto il mio account?',
    body: 'Le password sono conservate come hash robusti, i tentativi di accesso sono limitati e ogni sessione può essere chiusa disconnettendosi o cambiando la password. I prelievi richiedono una password di prelievo separata. Ogni variazione del saldo viene annotata in un registro contabile che il sistema verifica costantemente.',
  },
  {
    slug: 'faq.prices',
    category: 'faq',
    title: 'Da dove provengono i prezzi?',
    body: "Dal feed di dati di mercato configurato dall'operatore. Ogni esecuzione, regolamento e valutazione utilizza un prezzo registrato; nessuno, personale compreso, può scegliere l'esito di un'operazione.",
  },
  {
    slug: 'introduction.main',
    category: 'introduction',
    title: 'Introduzione a Meridian',
    body: "Mercati: segua i prezzi in tempo reale di criptovalute, forex, azioni, ETF, metalli e futures, con grafici da un minuto a un giorno.\n\nTrading: apra posizioni long o short con leva, acquisti opzioni al rialzo o al ribasso, oppure scambi monete su un vero book di ordini.\n\nTrading intelligente: piani automatizzati che operano su un mercato per Suo conto, mostrando i risultati passati ottenuti nei backtest.\n\nPrestiti, depositi, prelievi e cambio valuta completano l'account, e un marketplace di NFT benefici devolve l'intero ricavato di ogni vendita a un ente benefico per l'infanzia.\n\nInizi con il conto demo: contiene denaro virtuale con cui esercitarsi.",
  },
];
