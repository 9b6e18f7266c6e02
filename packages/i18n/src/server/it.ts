import type { ServerMessages } from './en.js';

/** Server messages in Italian; see en.ts for the source texts and placeholder rules. */
export const it: ServerMessages = {
  '200': 'Operazione riuscita',
  '400': 'Richiesta non valida',
  '401': "Effettui di nuovo l'accesso",
  '403': "Non dispone dell'autorizzazione per eseguire questa operazione",
  '404': 'Elemento non trovato',
  '409': 'La richiesta è in conflitto con lo stato attuale; aggiorni la pagina e riprovi',
  '413': 'La richiesta è troppo grande (limite: {limit})',
  '422': "Questa chiave di richiesta è già stata utilizzata per un'altra richiesta",
  '429': 'Troppi tentativi; riprovi tra {seconds} secondi',
  '460':
    'Per questa operazione passi a un conto reale; i conti demo non possono utilizzare questa funzione',
  '461':
    'Impostazione di stop loss/take profit non coerente: per un acquisto lo stop loss deve essere inferiore al prezzo e per una vendita superiore; per il take profit vale il contrario',
  '462': 'Il prezzo deve essere un multiplo intero di {step}',
  '463': 'La quantità deve essere un multiplo intero di {step} e almeno {step}',
  '464': 'Un ordine post-only verrebbe eseguito subito, quindi non è stato inserito',
  '465': "Formato dell'immagine non corretto: carichi un'immagine JPG, JPEG 2000 o PNG",
  '466': "La dimensione dell'immagine non può superare {limit}",
  '467': "L'immagine è troppo grande: al massimo {limit}",
  '468': 'Carichi le immagini o i documenti giustificativi richiesti',
  '469': 'Firma mancante: firmi nel riquadro',
  '470': "Impossibile verificare l'accesso; riprovi",
  '471': 'Il deposito minimo per {coin} è {minimum}',
  '472': 'Non è possibile cambiare una valuta con la stessa valuta',
  '473': 'Imposti prima una password di prelievo',
  '474': 'Questo indirizzo non è valido per la rete {network}',
  '475': 'Il prelievo minimo di {asset} è {minimum}',
  '476': 'Il codice di autenticazione a due fattori è errato o è già stato utilizzato',
  '477': 'Un deposito con questo hash di transazione è già stato inviato',
  '478':
    'Al momento non è disponibile un prezzo in tempo reale per questo cambio; riprovi tra poco',
  '500': 'Errore sconosciuto',
  '503': 'Servizio temporaneamente non disponibile; riprovi tra poco',
  '10001': 'Inserisca un nome utente o un indirizzo e-mail',
  '10002': "L'indirizzo e-mail non è valido",
  '10003': 'Errore di inserimento del nome utente',
  '10004': 'Password errata',
  '10005': "Stato dell'utente anomalo",
  '10006': 'Questo nome utente esiste già',
  '10007': 'Questo indirizzo e-mail o numero di telefono è già registrato',
  '10008': "Stato dell'utente non corretto",
  '10009': 'Nessun utente corrispondente',
  '10010': 'Prodotto di trading intelligente (expert advisor) non corretto',
  '10011':
    'Saldo insufficiente; effettui una ricarica o svincoli il deposito cauzionale prima di acquistare',
  '10012': 'Nessun numero di giorni corrispondente',
  '10013': "Importo dell'investimento non corretto",
  '10014': 'Prodotto di opzioni non corretto',
  '10015': 'Al momento non disponibile per il trading',
  '10016': "Importo dell'acquisto non corretto",
  '10017': 'Nessun periodo corrispondente',
  '10018': 'Impossibile recuperare i parametri di sistema',
  '10019': 'Stato di autenticazione non corretto',
  '10020': 'Stato della collezione non corretto',
  '10021': 'Indirizzo di ricezione non inserito',
  '10022': "Identità dell'utente non verificata",
  '10023': 'Durata del prestito non corretta',
  '10024': 'Ha già acquistato questo prodotto',
  '10025': 'Scelga un metodo di prelievo',
  '10089': "Non ripeta l'invio; attenda {seconds} secondi",
  '10090': "Richieda prima l'invio del codice di verifica",
  '10091': 'Codice di verifica errato',
  '10092': 'Saldo insufficiente',
  '10093': 'Password di prelievo errata',
  '20001': 'Richiesta inviata per la revisione',
  '20002': 'Ricarica registrata e inviata per la revisione',
  '20003': 'Prelievo registrato e inviato per la revisione',
  '20004': 'Acquisto completato',
  '20005': 'Modifica completata',
  'mail.code.subject': 'Il Suo codice di verifica Meridian',
  'mail.code.body':
    'Il Suo codice di verifica è {code}. È valido per {minutes} minuti. Se non lo ha richiesto, ignori questo messaggio.',
  'sms.code.body': 'Codice Meridian: {code} (valido {minutes} min)',
  'notification.welcome.title': 'Benvenuti su Meridian',
  'notification.welcome.body':
    'Il Suo conto demo dispone di {amount} USDT in fondi virtuali con cui esercitarsi.',
  'notification.demoReset.title': 'Conto demo reimpostato',
  'notification.demoReset.body': 'Il Suo conto demo è stato reimpostato a {amount} USDT.',
  'notification.passwordChanged.title': 'Password modificata',
  'notification.passwordChanged.body':
    "La Sua password di accesso è stata modificata. Se non è stato Lei, contatti immediatamente l'assistenza.",
  'notification.orderFilled.title': 'Ordine eseguito',
  'notification.orderFilled.body':
    'Il Suo ordine pendente su {code} di {lots} lotti è stato eseguito a {price}.',
  'notification.orderCancelled.title': 'Ordine pendente annullato',
  'notification.orderCancelled.body':
    'Il Suo ordine pendente su {code} di {lots} lotti non è stato eseguito a {price}: margine libero insufficiente. Il margine bloccato è stato svincolato.',
  'notification.stopLoss.title': 'Stop loss attivato',
  'notification.stopLoss.body':
    'La Sua posizione su {code} di {lots} lotti è stata chiusa a {price}. Risultato: {profit} USDT.',
  'notification.takeProfit.title': 'Take profit raggiunto',
  'notification.takeProfit.body':
    'La Sua posizione su {code} di {lots} lotti è stata chiusa a {price}. Risultato: {profit} USDT.',
  'notification.stopOut.title': 'Stop out: posizione chiusa',
  'notification.stopOut.body':
    'Il Suo livello di margine è sceso sotto il {level}%, quindi la Sua posizione su {code} di {lots} lotti è stata chiusa a {price}. Risultato: {profit} USDT.',
  'notification.optionWon.title': 'Opzione vincente',
  'notification.optionWon.body':
    'La Sua opzione su {code} si è chiusa a {price} con un prezzo di esercizio di {strike}. Le sono stati accreditati {returned} USDT.',
  'notification.optionLost.title': 'Opzione perdente',
  'notification.optionLost.body':
    "La Sua opzione su {code} si è chiusa a {price} con un prezzo di esercizio di {strike}. L'importo investito di {stake} USDT è andato perso.",
  'notification.optionDraw.title': 'Opzione chiusa al prezzo di esercizio',
  'notification.optionDraw.body':
    "La Sua opzione su {code} si è chiusa al prezzo di esercizio di {strike}. L'importo investito di {stake} USDT Le è stato rimborsato.",
  'notification.smartSettled.title': 'Piano intelligente liquidato',
  'notification.smartSettled.body':
    'Giorno {day} del Suo piano {product}: il suo valore è variato di {change} USDT. Le sono stati accreditati {paid} USDT (quota della piattaforma: {platform} USDT).',
  'notification.smartEnded.title': 'Piano intelligente concluso',
  'notification.smartEnded.body':
    'Il Suo piano {product} di {days} giorni si è concluso. Sono stati restituiti {returned} USDT al Suo saldo; ricavo totale: {revenue} USDT.',
  'notification.smartExited.title': 'Piano intelligente concluso in anticipo',
  'notification.smartExited.body':
    'Il Suo piano {product} è stato concluso in anticipo. È stata detratta una penale di {damages} USDT e sono stati restituiti {returned} USDT al Suo saldo; ricavo totale: {revenue} USDT.',
  'notification.optionVoid.title': 'Opzione rimborsata',
  'notification.optionVoid.body':
    "Alla scadenza della Sua opzione non è stato registrato alcun prezzo per {code}, pertanto l'importo investito di {stake} USDT Le è stato rimborsato.",
  'validation.required': 'Il campo {field} è obbligatorio',
  'validation.invalid': 'Il campo {field} non è valido',
  'validation.passwordRule':
    'La password deve contenere da 8 a 64 caratteri, tra cui lettere e cifre',
  'validation.withdrawalPasswordRule': 'La password di prelievo deve contenere da 6 a 64 caratteri',
  'validation.passwordsDiffer': 'Le password non coincidono',
  'validation.staffPasswordRule': 'La password del personale deve contenere almeno 10 caratteri',
  'validation.inviteCodeUnknown': 'Nessun account ha questo codice di invito',
  'notification.kycVerified.title': 'Identità verificata',
  'notification.kycVerified.body':
    'La verifica della Sua identità è stata approvata. Ora può effettuare depositi e prelievi e richiedere prestiti.',
  'notification.kycFailed.title': "Verifica dell'identità non riuscita",
  'notification.kycFailed.body':
    'La verifica della Sua identità non è stata approvata: {reason}. Può correggere i dati e inviare di nuovo la richiesta.',
  'notification.depositApproved.title': 'Deposito accreditato',
  'notification.depositApproved.body':
    'Il Suo deposito di {amount} {asset} è stato approvato e accreditato sul Suo conto reale.',
  'notification.depositRejected.title': 'Deposito rifiutato',
  'notification.depositRejected.body':
    'Il Suo deposito di {amount} {asset} è stato rifiutato: {reason}.',
  'notification.withdrawalApproved.title': 'Prelievo erogato',
  'notification.withdrawalApproved.body':
    'Il Suo prelievo di {amount} {asset} è stato approvato; sono stati inviati {received} {asset}.',
  'notification.withdrawalPasswordSet.title': 'Password di prelievo impostata',
  'notification.withdrawalPasswordSet.body':
    'È stata impostata una password di prelievo sul Suo conto. Se non è stato Lei, contatti subito l’assistenza.',
  'notification.withdrawalPasswordChanged.title': 'Password di prelievo modificata',
  'notification.withdrawalPasswordChanged.body':
    'La Sua password di prelievo è stata modificata. Se non è stato Lei, contatti subito l’assistenza.',
  'notification.withdrawalRejected.title': 'Prelievo rifiutato',
  'notification.withdrawalRejected.body':
    "Il Suo prelievo di {amount} {asset} è stato rifiutato: {reason}. L'importo è stato riaccreditato sul Suo saldo disponibile.",
  '479': 'L’accesso a due fattori è attivo: inserisci il codice della tua app di autenticazione',
  '480': 'L’accesso a due fattori è già attivo',
  '481': 'L’accesso a due fattori non è attivo oppure la sua configurazione è scaduta; ricomincia',
  'notification.newDeviceSignIn.title': 'Nuovo accesso al tuo account',
  'notification.newDeviceSignIn.body':
    'È stato effettuato l’accesso al tuo account da un nuovo dispositivo: {device}, indirizzo {ip}. Se non sei stato tu, cambia la password e chiudi quella sessione in Sicurezza.',
  'notification.twoFactorEnabled.title': 'Accesso a due fattori attivato',
  'notification.twoFactorEnabled.body':
    'L’accesso a due fattori è stato attivato sul tuo account. Conserva i codici di recupero in un luogo sicuro.',
  'notification.twoFactorDisabled.title': 'Accesso a due fattori disattivato',
  'notification.twoFactorDisabled.body':
    'L’accesso a due fattori è stato disattivato sul tuo account. Se non sei stato tu, contatta subito l’assistenza.',
  'mail.newDevice.subject': 'Nuovo accesso al tuo account Meridian',
  'mail.newDevice.body':
    'È stato effettuato l’accesso al tuo account Meridian il {time} da un nuovo dispositivo: {device}, indirizzo {ip}. Se sei stato tu, non devi fare nulla. Altrimenti cambia subito la password e chiudi quella sessione in Account > Sicurezza.',
  '482': 'Si possono dichiarare al massimo {maximum} {coin} per deposito',
  '483': 'Questo metodo di accesso non è attivo su questa piattaforma',
  '484': 'Il trading intelligente non è attivo',
  '485':
    'Gli importi dell’uscita anticipata sono cambiati; consulti la nuova quotazione e confermi di nuovo',
  '486': 'Questo piano non è più in corso',
  '487':
    'I tassi del prestito sono cambiati da quando Le sono stati mostrati; consulti la nuova quotazione e firmi di nuovo',
  '488': "L'importo dovuto è ora di {amount} USDT; lo verifichi e confermi di nuovo",
  '489':
    'Questo prestito non è in fase di rimborso (è in revisione, è stato rifiutato o è già stato rimborsato)',
  '490': 'Rimborsi il Suo prestito scaduto prima di richiederne un altro',
  '491': 'Inserisca un importo da {min} a {limit} USDT',
  'notification.loanApproved.title': 'Prestito approvato',
  'notification.loanApproved.body':
    'Il Suo prestito n. {id} è stato approvato: {amount} USDT sono stati accreditati sul Suo conto reale. Lo rimborsi entro il {date} (UTC).',
  'notification.loanRejected.title': 'Prestito non approvato',
  'notification.loanRejected.body':
    'La Sua richiesta di prestito n. {id} non è stata approvata: {reason}. Non è stato erogato nulla e non deve nulla.',
  'notification.loanRepaid.title': 'Prestito rimborsato',
  'notification.loanRepaid.body':
    'Il prestito n. {id} è stato rimborsato: {amount} USDT sono stati prelevati dal Suo saldo disponibile. Grazie.',
  'notification.loanOverdue.title': 'Prestito scaduto',
  'notification.loanOverdue.body':
    'Il prestito n. {id} non è stato rimborsato alla scadenza e il Suo saldo non era sufficiente a coprirlo. Da ora ogni giorno viene addebitato al tasso di mora del {rate}% ({daily} USDT al giorno) fino al rimborso, e i Suoi punti credito sono scesi a {points}.',
  'notification.loanDueSoon.title': 'Prestito in scadenza tra 3 giorni',
  'notification.loanDueSoon.body':
    'Il prestito n. {id} scade il {date} (UTC): {amount} USDT se rimborsato oggi. Mantenga disponibile questo importo e il prestito verrà rimborsato automaticamente alla scadenza.',
  'notification.loanDueTomorrow.title': 'Prestito in scadenza domani',
  'notification.loanDueTomorrow.body':
    'Il prestito n. {id} scade domani, {date} (UTC): {amount} USDT se rimborsato oggi. Mantenga disponibile questo importo e il prestito verrà rimborsato automaticamente alla scadenza.',
  'notification.loanDueToday.title': 'Prestito in scadenza oggi',
  'notification.loanDueToday.body':
    'Il prestito n. {id} scade oggi, {date} (UTC): {amount} USDT. Mantenga disponibile questo importo sul Suo conto reale e il prestito verrà rimborsato automaticamente; in caso contrario, inizieranno a maturare interessi di mora.',
  'notification.loanOverdueReminder.title': 'Prestito scaduto: giorno {days}',
  'notification.loanOverdueReminder.body':
    'Il rimborso del prestito n. {id} è in ritardo dal {date} (UTC). Rimborsarlo oggi costa {amount} USDT; ogni giorno in più aggiunge interessi di mora.',
  '492': 'La Sua offerta deve essere di almeno {minimum} USDT',
  '493':
    'Il prezzo di acquisto immediato ora è di {price} USDT; lo verifichi di nuovo prima di acquistare',
  'notification.nftOutbid.title': 'La Sua offerta è stata superata',
  'notification.nftOutbid.body':
    'Qualcuno ha offerto {amount} USDT per «{title}». La Sua offerta di {returned} USDT è tornata nel Suo saldo disponibile.',
  'notification.nftWon.title': "Ha vinto l'asta",
  'notification.nftWon.body':
    "Ha vinto «{title}» per {amount} USDT. L'intero importo è andato all'ente benefico e l'articolo si trova in «I miei NFT». Grazie!",
  'notification.nftAuctionEnded.title': 'Asta terminata',
  'notification.nftAuctionEnded.body':
    "L'asta per «{title}» si è chiusa a {amount} USDT ed è stata vinta da un altro offerente. Il Suo denaro è stato sbloccato quando la Sua offerta è stata superata.",
  'notification.nftReserveNotMet.title': 'Asta terminata sotto il prezzo di riserva',
  'notification.nftReserveNotMet.body':
    "L'asta per «{title}» si è chiusa sotto il prezzo di riserva, quindi non c'è alcun vincitore. La Sua offerta di {returned} USDT è tornata nel Suo saldo disponibile.",
  'notification.nftBought.title': 'Acquisto completato',
  'notification.nftBought.body':
    "Ha acquistato «{title}» per {amount} USDT; l'intero importo è andato all'ente benefico. L'articolo si trova in «I miei NFT».",
  'notification.nftSoldToBuyer.title': 'Venduto al prezzo di acquisto immediato',
  'notification.nftSoldToBuyer.body':
    'Qualcuno ha acquistato «{title}» al prezzo di acquisto immediato prima che la Sua offerta raggiungesse il prezzo di riserva. La Sua offerta di {returned} USDT è tornata nel Suo saldo disponibile.',
  'notification.chatReply.title': "L'assistenza clienti ha risposto",
  'notification.chatReply.body': 'Il nostro team ha risposto alla Sua conversazione: «{preview}»',
  'chat.mail.replySubject': "L'assistenza clienti Meridian ha risposto",
  'chat.mail.replyBody':
    'Il nostro team ha risposto alla Sua conversazione:\n\n{messages}\n\nRisponda o prosegua la conversazione qui: {link}',
  'chat.mail.transcriptSubject': "La Sua conversazione con l'assistenza clienti Meridian",
  'chat.mail.transcriptBody':
    'Grazie per averci contattato. Ecco la trascrizione della Sua conversazione (orari in UTC):\n\n{transcript}\n\nProsegua la conversazione qui: {link}',
  'chat.sender.you': 'Lei',
  'chat.sender.staff': 'Assistenza clienti',
  'chat.image': '[immagine]',
  'chat.canned.greeting.title': 'Saluto',
  'chat.canned.greeting.text':
    'Buongiorno, grazie per aver contattato Meridian. Come posso aiutarLa oggi?',
  'chat.canned.checking.title': 'Verifica in corso',
  'chat.canned.checking.text': 'Grazie. Controllo subito per Lei; ci vorrà solo un momento.',
  'chat.canned.kycReview.title': "Verifica dell'identità in fase di revisione",
  'chat.canned.kycReview.text':
    "La verifica della Sua identità è all'esame del nostro team di compliance. La revisione si conclude di solito entro un giorno lavorativo e riceverà una notifica non appena sarà presa una decisione.",
  'chat.canned.depositReview.title': 'Deposito in fase di revisione',
  'chat.canned.depositReview.text':
    'Il Suo deposito è in fase di verifica sulla blockchain. Una volta confermato, sarà accreditato sul Suo conto reale e riceverà una notifica.',
  'chat.canned.withdrawalReview.title': 'Prelievo in fase di revisione',
  'chat.canned.withdrawalReview.text':
    "Il Suo prelievo è in attesa di revisione. Nel frattempo l'importo resta vincolato sul Suo conto; se il prelievo viene rifiutato, sarà riaccreditato per intero sul Suo saldo disponibile.",
  'chat.canned.closing.title': 'Chiusura',
  'chat.canned.closing.text':
    "Posso aiutarLa in qualcos'altro? In caso contrario, chiuderò questa conversazione; in seguito potrà valutarla.",
};
