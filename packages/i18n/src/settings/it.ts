import type { SettingTexts } from './en.js';

export const settingTextsIt: SettingTexts = {
  descriptions: {
    demoGrant: 'USDT accreditati sul conto demo di un nuovo utente alla registrazione.',
    codeValidity: 'Minuti di validità di un codice di verifica inviato via e-mail o SMS.',
    codeResend:
      'Secondi prima che un altro codice di verifica possa essere inviato allo stesso indirizzo.',
    codeMaxAttempts:
      'Tentativi errati consentiti da un codice di verifica prima che venga annullato.',
    sessionDays: 'Giorni di durata della sessione di accesso di un utente.',
    loginFreeFailures:
      'Accessi falliti da un indirizzo prima che ogni ulteriore tentativo debba attendere.',
    loginDelayBase:
      'Prima attesa dopo i fallimenti gratuiti, in millisecondi; raddoppia a ogni ulteriore fallimento.',
    loginDelayMax: 'Attesa più lunga tra i tentativi di accesso da un indirizzo, in millisecondi.',
    loginFailureWindow:
      'Minuti dopo il primo fallimento trascorsi i quali il conteggio dei fallimenti di un indirizzo viene dimenticato.',
    loginAccountFailures:
      'Accessi falliti su un account all’ora (da tutti gli indirizzi) oltre i quali ogni indirizzo viene fermato dopo il suo primo fallimento.',
    loginAttemptsPerIp: 'Tentativi di accesso che un indirizzo può fare al minuto.',
    socketsPerAddress:
      'Connessioni in tempo reale che un indirizzo può tenere su un processo server.',
    socketsTotal: 'Connessioni in tempo reale che un processo server può tenere in totale.',
    availabilityChecks:
      'Verifiche di disponibilità di nome utente ed e-mail che un indirizzo può fare al minuto.',
    twoFactorChallenge:
      'Minuti in cui resta aperto il secondo passaggio di accesso (il codice a due fattori).',
    twoFactorAttempts: 'Codici che si possono provare in un secondo passaggio di accesso.',
    twoFactorEnrolment:
      'Minuti per confermare una nuova app di autenticazione prima di dover ricominciare la configurazione.',
    codeSendsPerIp: 'Codici di verifica che un indirizzo può richiedere all’ora.',
    externalSignInPerIp: 'Accessi con Google e wallet che un indirizzo può avviare al minuto.',
    initialCreditPoints: 'Punti credito iniziali di un nuovo utente.',
    spotMakerFee: 'Commissione spot maker, in punti base (1 pb = 0,01%).',
    spotTakerFee: 'Commissione spot taker, in punti base (1 pb = 0,01%).',
    marginCommission: 'Commissione a margine sul nozionale all’apertura, in punti base.',
    exchangeSpread: 'Spread applicato a un cambio valuta, in punti base.',
    withdrawalFee:
      'Commissione di prelievo in punti base dell’importo (almeno la commissione minima).',
    stopOutLevel:
      'Livello di margine (patrimonio ÷ margine usato, in %) sotto il quale le posizioni vengono chiuse, a partire dalla perdita maggiore.',
    minLots: 'Ordine a margine più piccolo, in lotti.',
    maxLots: 'Ordine a margine più grande, in lotti.',
    smartCommission:
      'Commissione su ogni esecuzione di un piano intelligente, dal vivo e nei suoi backtest, in punti base del valore scambiato.',
    smartSlippage:
      'Slippage oltre lo spread, a sfavore del piano intelligente, su ogni esecuzione, dal vivo e nei suoi backtest, in punti base.',
    smartEnabled:
      'Trading intelligente attivo (1) o disattivato (0). Disattivato: nessuno può acquistare un piano («Il trading intelligente non è attivo»); i piani in corso proseguono fino alla fine del loro ciclo.',
    lotStep: 'Passo tra le dimensioni degli ordini a margine, in lotti.',
    maxQuoteAge:
      'Prezzo più vecchio, in millisecondi, su cui si può negoziare a mercato aperto (più vecchio significa un guasto del flusso prezzi).',
    optionTimeframes:
      'Durate delle opzioni: secondi:rendimento %:puntata minima:puntata massima (USDT), separate da virgole.',
    optionSettleTickAge:
      'Prezzo più vecchio, in millisecondi prima della scadenza, su cui un’opzione può essere regolata; altrimenti è annullata e rimborsata.',
    mmLevels: 'Livelli di prezzo quotati dal market maker interno su ogni lato.',
    mmStep:
      'Distanza del primo livello del market maker dal prezzo, e tra i livelli, in punti base.',
    mmLevelUsdt: 'Valore in USDT quotato dal market maker a ogni livello.',
    mmRequoteBp:
      'Movimento di prezzo, in punti base, dopo il quale il market maker quota di nuovo.',
    mmRequoteMs: 'Millisecondi dopo i quali il market maker quota di nuovo in ogni caso.',
    mmInventory:
      'Dotazione data una volta al market maker in ogni conto: ASSET:importo, separati da virgole.',
    uploadMaxBytes: 'Caricamento più grande accettato, in byte.',
    uploadMaxPixels: 'Immagine più grande accettata, in pixel (larghezza × altezza).',
    uploadsPerHour: 'Caricamenti che un utente può fare all’ora.',
    kycReviewHours: 'Ore entro cui agli utenti viene promessa la verifica KYC.',
    depositMinimum: 'Deposito minimo in {asset}.',
    depositAddress:
      'Indirizzo di ricezione {asset} della piattaforma su {network}; vuoto significa nessun deposito su quella rete.',
    withdrawalMinFee: 'Commissione di prelievo minima in {asset}.',
    depositMaximum: 'Importo massimo che una dichiarazione di deposito in {asset} può indicare.',
    downloadUrl: 'Indirizzo web per scaricare l’app.',
    loanDailyRate:
      'Tasso di interesse giornaliero di un prestito a {days} giorni, come frazione (0,0005 = 0,05% al giorno).',
    loanInterestFreeDays:
      'Giorni dopo l’erogazione di un prestito per cui non si addebitano mai interessi.',
    loanOverdueMultiplier:
      'Il tasso giornaliero di mora è il tasso giornaliero del prestito moltiplicato per questo valore.',
    loanAmountPerPoint:
      'USDT che un utente può prendere in prestito per punto di credito (massimo = punti di credito × questo valore).',
    loanMinAmount: 'Prestito più piccolo, in USDT.',
    loanOnTimePoints: 'Punti di credito guadagnati rimborsando un prestito entro la scadenza.',
    loanOverduePoints: 'Punti di credito persi quando un prestito va in ritardo.',
    nftMinRaise:
      'Rilancio minimo rispetto all’offerta più alta, in punti base di tale offerta (500 = 5%); se il passo di prezzo dell’articolo è maggiore, si applica quello.',
    nftExtendWindow:
      'Un’offerta fatta a questo numero di secondi o meno dalla fine di un’asta ne posticipa la chiusura (protezione anti-sniping).',
    feeLevels:
      'Livelli VIP, a partire dal livello 0: il volume di trading del conto reale a 30 giorni (USDT) da cui vale un livello, il suo sconto sulle commissioni pagate dall’utente e la quota delle commissioni dei suoi invitati che guadagna, entrambi in punti base della commissione (1000 = 10%).',
    chatBusinessHours:
      'Quando il team risponde in chat, in UTC: giorni da 0 (domenica) a 6 e orari, es. 1-5 08:00-20:00; vuoto = sempre.',
    chatSendsPerMinute:
      'Messaggi che una persona (utente o visitatore) può inviare in chat al minuto; gli altri sono rifiutati (429).',
    chatMailUnreadAfter:
      'Una risposta del team non letta dal cliente dopo questi secondi gli viene inviata via e-mail (e mostrata sulla campanella).',
    nftExtendBy:
      'Dopo un’offerta così tardiva, l’asta termina questo numero di secondi dopo l’offerta.',
  },
  rules: {
    integer: 'Un numero intero da {min} a {max}',
    amount: 'Un importo decimale da {min} a {max}',
    amountAbove: 'Un importo decimale maggiore di {min} e al massimo {max}',
    format: 'Scritto come {format}',
    address: 'Un indirizzo {network} valido, oppure vuoto',
    url: 'Un indirizzo web che inizia con https:// o http://',
  },
};
