import type { ServerMessages } from './en.js';

/** Server messages in German; see en.ts for the source texts and placeholder rules. */
export const de: ServerMessages = {
  '200': 'Erfolgreich',
  '400': 'Ungültige Anfrage',
  '401': 'Bitte melden Sie sich erneut an',
  '403': 'Sie sind nicht berechtigt, diese Aktion auszuführen',
  '404': 'Nicht gefunden',
  '409':
    'Diese Anfrage steht im Widerspruch zum aktuellen Status. Bitte aktualisieren Sie die Seite und versuchen Sie es erneut',
  '413': 'Die Anfrage ist zu groß (Limit: {limit})',
  '422': 'Dieser Anfrageschlüssel wurde bereits für eine andere Anfrage verwendet',
  '429': 'Zu viele Versuche. Bitte versuchen Sie es in {seconds} Sekunden erneut',
  '460':
    'Bitte wechseln Sie für diesen Vorgang zu einem Echtgeldkonto. Demokonten können diese Funktion nicht nutzen',
  '461':
    'Unzulässige Stop-Loss-/Take-Profit-Einstellung: Bei einem Kauf muss der Stop-Loss unter dem Kurs liegen, bei einem Verkauf darüber; für den Take-Profit gilt das Umgekehrte',
  '462': 'Der Preis muss ein ganzzahliges Vielfaches von {step} sein',
  '463': 'Die Menge muss ein ganzzahliges Vielfaches von {step} und mindestens {step} sein',
  '464': 'Eine Post-only-Order würde sofort ausgeführt und wurde daher nicht platziert',
  '465': 'Falsches Bildformat: Bitte laden Sie ein JPG-, JPEG-2000- oder PNG-Bild hoch',
  '466': 'Die Bildgröße darf {limit} nicht überschreiten',
  '467': 'Das Bild ist zu groß: höchstens {limit}',
  '468': 'Bitte laden Sie die erforderlichen Bilder oder Nachweise hoch',
  '469': 'Nicht unterschrieben: Bitte unterschreiben Sie im Feld',
  '470': 'Die Anmeldung konnte nicht verifiziert werden. Bitte versuchen Sie es erneut',
  '471': 'Die Mindesteinzahlung für {coin} beträgt {minimum}',
  '472': 'Eine Währung kann nicht in dieselbe Währung umgetauscht werden',
  '473': 'Bitte legen Sie zuerst ein Auszahlungspasswort fest',
  '474': 'Diese Adresse ist für das Netzwerk {network} ungültig',
  '475': 'Die Mindestauszahlung für {asset} beträgt {minimum}',
  '476': 'Der Zwei-Faktor-Code ist falsch oder wurde bereits verwendet',
  '477': 'Eine Einzahlung mit diesem Transaktions-Hash wurde bereits eingereicht',
  '478':
    'Für diesen Umtausch ist derzeit kein aktueller Kurs verfügbar. Bitte versuchen Sie es in Kürze erneut',
  '500': 'Unbekannter Fehler',
  '503': 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in Kürze erneut',
  '10001': 'Bitte geben Sie einen Benutzernamen oder eine E-Mail-Adresse ein',
  '10002': 'Die E-Mail-Adresse ist ungültig',
  '10003': 'Fehlerhafte Eingabe des Benutzernamens',
  '10004': 'Falsches Passwort',
  '10005': 'Ungewöhnlicher Benutzerstatus',
  '10006': 'Dieser Benutzername ist bereits vergeben',
  '10007': 'Diese E-Mail-Adresse oder Telefonnummer ist bereits registriert',
  '10008': 'Ungültiger Benutzerstatus',
  '10009': 'Kein passender Benutzer gefunden',
  '10010': 'Ungültiges Smart-Trading-Produkt (Expert Advisor)',
  '10011':
    'Unzureichendes Guthaben. Bitte zahlen Sie Geld ein oder geben Sie die hinterlegte Sicherheitsleistung frei, bevor Sie kaufen',
  '10012': 'Keine passende Anzahl von Tagen',
  '10013': 'Ungültiger Anlagebetrag',
  '10014': 'Ungültiges Optionsprodukt',
  '10015': 'Derzeit nicht handelbar',
  '10016': 'Ungültiger Kaufbetrag',
  '10017': 'Kein passender Zeitraum',
  '10018': 'Systemparameter konnten nicht abgerufen werden',
  '10019': 'Ungültiger Verifizierungsstatus',
  '10020': 'Ungültiger Status der Kollektion',
  '10021': 'Empfangsadresse nicht angegeben',
  '10022': 'Die Identität des Benutzers ist nicht verifiziert',
  '10023': 'Ungültige Kreditlaufzeit',
  '10024': 'Sie haben dieses Produkt bereits gekauft',
  '10025': 'Bitte wählen Sie eine Auszahlungsmethode',
  '10089': 'Bitte nicht wiederholt senden. Warten Sie {seconds} Sekunden',
  '10090': 'Bitte fordern Sie zuerst einen Bestätigungscode an',
  '10091': 'Falscher Bestätigungscode',
  '10092': 'Unzureichendes Guthaben',
  '10093': 'Falsches Auszahlungspasswort',
  '20001': 'Zur Prüfung eingereicht',
  '20002': 'Einzahlung erfasst und zur Prüfung eingereicht',
  '20003': 'Auszahlung erfasst und zur Prüfung eingereicht',
  '20004': 'Kauf erfolgreich',
  '20005': 'Erfolgreich geändert',
  'mail.code.subject': 'Ihr Meridian-Bestätigungscode',
  'mail.code.body':
    'Ihr Bestätigungscode lautet {code}. Er ist {minutes} Minuten lang gültig. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht bitte.',
  'sms.code.body': 'Meridian-Code: {code} ({minutes} Min. gültig)',
  'notification.welcome.title': 'Willkommen bei Meridian',
  'notification.welcome.body': 'Ihr Demokonto enthält {amount} USDT virtuelles Guthaben zum Üben.',
  'notification.demoReset.title': 'Demokonto zurückgesetzt',
  'notification.demoReset.body': 'Ihr Demokonto wurde auf {amount} USDT zurückgesetzt.',
  'notification.passwordChanged.title': 'Passwort geändert',
  'notification.passwordChanged.body':
    'Ihr Anmeldepasswort wurde geändert. Falls Sie das nicht waren, wenden Sie sich bitte umgehend an den Support.',
  'notification.orderFilled.title': 'Order ausgeführt',
  'notification.orderFilled.body':
    'Ihre ausstehende {code}-Order über {lots} Lots wurde zu {price} eröffnet.',
  'notification.orderCancelled.title': 'Ausstehende Order storniert',
  'notification.orderCancelled.body':
    'Ihre ausstehende {code}-Order über {lots} Lots konnte nicht zu {price} eröffnet werden: Die freie Margin reicht nicht aus. Die reservierte Margin wurde freigegeben.',
  'notification.stopLoss.title': 'Stop-Loss ausgelöst',
  'notification.stopLoss.body':
    'Ihre {code}-Position über {lots} Lots wurde zu {price} geschlossen. Gewinn/Verlust: {profit} USDT.',
  'notification.takeProfit.title': 'Take-Profit erreicht',
  'notification.takeProfit.body':
    'Ihre {code}-Position über {lots} Lots wurde zu {price} geschlossen. Gewinn/Verlust: {profit} USDT.',
  'notification.stopOut.title': 'Stop-Out: Position zwangsweise geschlossen',
  'notification.stopOut.body':
    'Ihr Margin-Level ist unter {level} % gefallen, daher wurde Ihre {code}-Position über {lots} Lots zu {price} geschlossen. Gewinn/Verlust: {profit} USDT.',
  'notification.optionWon.title': 'Option mit Gewinn beendet',
  'notification.optionWon.body':
    'Ihre {code}-Option wurde bei einem Basispreis von {strike} zu {price} abgerechnet. Ihnen wurden {returned} USDT ausgezahlt.',
  'notification.optionLost.title': 'Option mit Verlust beendet',
  'notification.optionLost.body':
    'Ihre {code}-Option wurde bei einem Basispreis von {strike} zu {price} abgerechnet. Ihr Einsatz von {stake} USDT ist verloren.',
  'notification.optionDraw.title': 'Option zum Basispreis beendet',
  'notification.optionDraw.body':
    'Ihre {code}-Option wurde genau zum Basispreis von {strike} abgerechnet. Ihr Einsatz von {stake} USDT wurde erstattet.',
  'notification.smartSettled.title': 'Smart-Plan abgerechnet',
  'notification.smartSettled.body':
    'Tag {day} Ihres {product}-Plans: Sein Wert hat sich um {change} USDT verändert. Ihnen wurden {paid} USDT ausgezahlt (Anteil der Plattform: {platform} USDT).',
  'notification.smartEnded.title': 'Smart-Plan beendet',
  'notification.smartEnded.body':
    'Ihr {product}-Plan über {days} Tage ist beendet. {returned} USDT wurden Ihrem Guthaben gutgeschrieben; Gesamtertrag: {revenue} USDT.',
  'notification.smartExited.title': 'Smart-Plan vorzeitig beendet',
  'notification.smartExited.body':
    'Ihr {product}-Plan wurde vorzeitig beendet. Eine Vertragsstrafe von {damages} USDT wurde abgezogen und {returned} USDT wurden Ihrem Guthaben gutgeschrieben; Gesamtertrag: {revenue} USDT.',
  'notification.optionVoid.title': 'Einsatz für Option erstattet',
  'notification.optionVoid.body':
    'Zum Ablauf Ihrer Option wurde für {code} kein Kurs erfasst, daher wurde Ihr Einsatz von {stake} USDT erstattet.',
  'validation.required': '{field} ist erforderlich',
  'validation.invalid': '{field} ist ungültig',
  'validation.passwordRule':
    'Das Passwort muss 8 bis 64 Zeichen lang sein und Buchstaben sowie Ziffern enthalten',
  'validation.withdrawalPasswordRule': 'Das Auszahlungspasswort muss 6 bis 64 Zeichen lang sein',
  'validation.passwordsDiffer': 'Die Passwörter stimmen nicht überein',
  'validation.staffPasswordRule': 'Ein Mitarbeiterpasswort muss mindestens 10 Zeichen lang sein',
  'validation.inviteCodeUnknown': 'Kein Konto hat diesen Einladungscode',
  'notification.kycVerified.title': 'Identität verifiziert',
  'notification.kycVerified.body':
    'Ihre Identitätsverifizierung wurde genehmigt. Einzahlungen, Auszahlungen und Kredite stehen Ihnen jetzt zur Verfügung.',
  'notification.kycFailed.title': 'Identitätsverifizierung fehlgeschlagen',
  'notification.kycFailed.body':
    'Ihre Identitätsverifizierung wurde nicht genehmigt: {reason}. Sie können Ihre Angaben korrigieren und erneut einreichen.',
  'notification.depositApproved.title': 'Einzahlung gutgeschrieben',
  'notification.depositApproved.body':
    'Ihre Einzahlung von {amount} {asset} wurde genehmigt und Ihrem Echtgeldkonto gutgeschrieben.',
  'notification.depositRejected.title': 'Einzahlung abgelehnt',
  'notification.depositRejected.body':
    'Ihre Einzahlung von {amount} {asset} wurde abgelehnt: {reason}.',
  'notification.withdrawalApproved.title': 'Auszahlung ausgeführt',
  'notification.withdrawalApproved.body':
    'Ihre Auszahlung von {amount} {asset} wurde genehmigt; {received} {asset} wurden versendet.',
  'notification.withdrawalPasswordSet.title': 'Auszahlungspasswort festgelegt',
  'notification.withdrawalPasswordSet.body':
    'Für Ihr Konto wurde ein Auszahlungspasswort festgelegt. Wenn Sie das nicht waren, wenden Sie sich sofort an den Support.',
  'notification.withdrawalPasswordChanged.title': 'Auszahlungspasswort geändert',
  'notification.withdrawalPasswordChanged.body':
    'Ihr Auszahlungspasswort wurde geändert. Wenn Sie das nicht waren, wenden Sie sich sofort an den Support.',
  'notification.withdrawalRejected.title': 'Auszahlung abgelehnt',
  'notification.withdrawalRejected.body':
    'Ihre Auszahlung von {amount} {asset} wurde abgelehnt: {reason}. Der Betrag wurde Ihrem verfügbaren Guthaben wieder gutgeschrieben.',
  '479': 'Die Zwei-Faktor-Anmeldung ist aktiv: Geben Sie den Code aus Ihrer Authenticator-App ein',
  '480': 'Die Zwei-Faktor-Anmeldung ist bereits aktiv',
  '481':
    'Die Zwei-Faktor-Anmeldung ist nicht aktiv oder ihre Einrichtung ist abgelaufen; bitte neu beginnen',
  'notification.newDeviceSignIn.title': 'Neue Anmeldung bei Ihrem Konto',
  'notification.newDeviceSignIn.body':
    'Ihr Konto wurde von einem neuen Gerät angemeldet: {device}, Adresse {ip}. Wenn Sie das nicht waren, ändern Sie Ihr Passwort und beenden Sie diese Sitzung unter Sicherheit.',
  'notification.twoFactorEnabled.title': 'Zwei-Faktor-Anmeldung aktiviert',
  'notification.twoFactorEnabled.body':
    'Die Zwei-Faktor-Anmeldung wurde für Ihr Konto aktiviert. Bewahren Sie Ihre Wiederherstellungscodes sicher auf.',
  'notification.twoFactorDisabled.title': 'Zwei-Faktor-Anmeldung deaktiviert',
  'notification.twoFactorDisabled.body':
    'Die Zwei-Faktor-Anmeldung wurde für Ihr Konto deaktiviert. Wenn Sie das nicht waren, wenden Sie sich sofort an den Support.',
  'mail.newDevice.subject': 'Neue Anmeldung bei Ihrem Meridian-Konto',
  'mail.newDevice.body':
    'Ihr Meridian-Konto wurde am {time} von einem neuen Gerät angemeldet: {device}, Adresse {ip}. Wenn Sie das waren, ist nichts zu tun. Andernfalls ändern Sie sofort Ihr Passwort und beenden Sie diese Sitzung unter Konto > Sicherheit.',
  '482': 'Pro Einzahlung können höchstens {maximum} {coin} gemeldet werden',
  '483': 'Diese Anmeldemethode ist auf dieser Plattform nicht aktiviert',
  '484': 'Smart-Trading ist nicht aktiviert',
  '485':
    'Die Beträge für den vorzeitigen Ausstieg haben sich geändert. Bitte prüfen Sie das neue Angebot und bestätigen Sie erneut',
  '486': 'Dieser Plan läuft nicht mehr',
  '487':
    'Die Zinssätze des Kredits haben sich geändert, seit sie Ihnen angezeigt wurden. Bitte prüfen Sie das neue Angebot und unterschreiben Sie erneut',
  '488':
    'Der fällige Betrag beträgt jetzt {amount} USDT. Bitte prüfen Sie ihn und bestätigen Sie erneut',
  '489':
    'Dieser Kredit befindet sich nicht in der Rückzahlung (er ist in Prüfung, abgelehnt oder bereits zurückgezahlt)',
  '490': 'Zahlen Sie Ihren überfälligen Kredit zurück, bevor Sie erneut einen Kredit aufnehmen',
  '491': 'Geben Sie einen Betrag von {min} bis {limit} USDT ein',
  'notification.loanApproved.title': 'Kredit genehmigt',
  'notification.loanApproved.body':
    'Ihr Kredit Nr. {id} wurde genehmigt: {amount} USDT wurden Ihrem Echtgeldkonto gutgeschrieben. Zahlen Sie ihn bis zum {date} (UTC) zurück.',
  'notification.loanRejected.title': 'Kredit nicht genehmigt',
  'notification.loanRejected.body':
    'Ihr Kreditantrag Nr. {id} wurde nicht genehmigt: {reason}. Es wurde nichts ausgezahlt, und Sie schulden nichts.',
  'notification.loanRepaid.title': 'Kredit zurückgezahlt',
  'notification.loanRepaid.body':
    'Kredit Nr. {id} ist zurückgezahlt: {amount} USDT wurden von Ihrem verfügbaren Guthaben abgebucht. Vielen Dank.',
  'notification.loanOverdue.title': 'Kredit überfällig',
  'notification.loanOverdue.body':
    'Kredit Nr. {id} wurde zum Rückzahlungstermin nicht zurückgezahlt, und Ihr Guthaben reichte zur Deckung nicht aus. Ab jetzt wird jeder Tag bis zur Rückzahlung mit dem Verzugszinssatz von {rate} % ({daily} USDT pro Tag) berechnet, und Ihre Bonitätspunkte sind auf {points} gesunken.',
  'notification.loanDueSoon.title': 'Kredit in 3 Tagen fällig',
  'notification.loanDueSoon.body':
    'Kredit Nr. {id} ist am {date} (UTC) fällig: {amount} USDT bei Rückzahlung heute. Halten Sie diesen Betrag verfügbar, dann wird der Kredit am Fälligkeitstag automatisch zurückgezahlt.',
  'notification.loanDueTomorrow.title': 'Kredit morgen fällig',
  'notification.loanDueTomorrow.body':
    'Kredit Nr. {id} ist morgen, am {date} (UTC), fällig: {amount} USDT bei Rückzahlung heute. Halten Sie diesen Betrag verfügbar, dann wird der Kredit am Fälligkeitstag automatisch zurückgezahlt.',
  'notification.loanDueToday.title': 'Kredit heute fällig',
  'notification.loanDueToday.body':
    'Kredit Nr. {id} ist heute, am {date} (UTC), fällig: {amount} USDT. Halten Sie diesen Betrag auf Ihrem Echtgeldkonto verfügbar, dann wird der Kredit automatisch zurückgezahlt; andernfalls fallen ab dann Verzugszinsen an.',
  'notification.loanOverdueReminder.title': 'Kredit überfällig: Tag {days}',
  'notification.loanOverdueReminder.body':
    'Kredit Nr. {id} ist seit dem {date} (UTC) überfällig. Eine Rückzahlung heute kostet {amount} USDT; mit jedem weiteren Tag kommen Verzugszinsen hinzu.',
  '492': 'Ihr Gebot muss mindestens {minimum} USDT betragen',
  '493': 'Der Sofortkaufpreis beträgt jetzt {price} USDT; prüfen Sie ihn erneut, bevor Sie kaufen',
  'notification.nftOutbid.title': 'Sie wurden überboten',
  'notification.nftOutbid.body':
    'Jemand hat {amount} USDT auf „{title}“ geboten. Ihr Gebot von {returned} USDT ist wieder in Ihrem verfügbaren Guthaben.',
  'notification.nftWon.title': 'Sie haben die Auktion gewonnen',
  'notification.nftWon.body':
    'Sie haben „{title}“ für {amount} USDT ersteigert. Der gesamte Betrag ging an die Wohltätigkeitsorganisation, und das Objekt finden Sie unter „Meine NFTs“. Vielen Dank!',
  'notification.nftAuctionEnded.title': 'Auktion beendet',
  'notification.nftAuctionEnded.body':
    'Die Auktion für „{title}“ endete bei {amount} USDT, und ein anderer Bieter hat gewonnen. Ihr Geld wurde bereits freigegeben, als Sie überboten wurden.',
  'notification.nftReserveNotMet.title': 'Auktion unter dem Mindestpreis beendet',
  'notification.nftReserveNotMet.body':
    'Die Auktion für „{title}“ endete unter ihrem Mindestpreis, daher gibt es keinen Gewinner. Ihr Gebot von {returned} USDT ist wieder in Ihrem verfügbaren Guthaben.',
  'notification.nftBought.title': 'Kauf abgeschlossen',
  'notification.nftBought.body':
    'Sie haben „{title}“ für {amount} USDT gekauft; der gesamte Betrag ging an die Wohltätigkeitsorganisation. Das Objekt finden Sie unter „Meine NFTs“.',
  'notification.nftSoldToBuyer.title': 'Zum Sofortkaufpreis verkauft',
  'notification.nftSoldToBuyer.body':
    'Jemand hat „{title}“ zum Sofortkaufpreis gekauft, bevor Ihr Gebot den Mindestpreis erreicht hat. Ihr Gebot von {returned} USDT ist wieder in Ihrem verfügbaren Guthaben.',
  'notification.chatReply.title': 'Antwort vom Kundenservice',
  'notification.chatReply.body': 'Unser Team hat in Ihrer Unterhaltung geantwortet: „{preview}“',
  'chat.mail.replySubject': 'Antwort vom Meridian-Kundenservice',
  'chat.mail.replyBody':
    'Unser Team hat in Ihrer Unterhaltung geantwortet:\n\n{messages}\n\nHier können Sie antworten oder die Unterhaltung fortsetzen: {link}',
  'chat.mail.transcriptSubject': 'Ihre Unterhaltung mit dem Meridian-Kundenservice',
  'chat.mail.transcriptBody':
    'Vielen Dank, dass Sie sich an uns gewandt haben. Hier ist das Protokoll Ihrer Unterhaltung (Uhrzeiten in UTC):\n\n{transcript}\n\nHier können Sie die Unterhaltung fortsetzen: {link}',
  'chat.sender.you': 'Sie',
  'chat.sender.staff': 'Kundenservice',
  'chat.image': '[Bild]',
  'chat.canned.greeting.title': 'Begrüßung',
  'chat.canned.greeting.text':
    'Guten Tag, vielen Dank, dass Sie sich an Meridian gewandt haben. Wie kann ich Ihnen heute helfen?',
  'chat.canned.checking.title': 'Wird geprüft',
  'chat.canned.checking.text': 'Vielen Dank. Ich prüfe das gern für Sie – einen Moment bitte.',
  'chat.canned.kycReview.title': 'Identitätsverifizierung in Prüfung',
  'chat.canned.kycReview.text':
    'Ihre Identitätsverifizierung liegt bei unserem Compliance-Team. Die Prüfung ist in der Regel innerhalb eines Werktags abgeschlossen, und Sie erhalten eine Benachrichtigung, sobald darüber entschieden ist.',
  'chat.canned.depositReview.title': 'Einzahlung in Prüfung',
  'chat.canned.depositReview.text':
    'Ihre Einzahlung wird gerade anhand der Blockchain geprüft. Sobald sie bestätigt ist, wird sie Ihrem Echtgeldkonto gutgeschrieben und Sie erhalten eine Benachrichtigung.',
  'chat.canned.withdrawalReview.title': 'Auszahlung in Prüfung',
  'chat.canned.withdrawalReview.text':
    'Ihre Auszahlung wartet auf die Prüfung. Bis dahin ist der Betrag auf Ihrem Konto gebunden; wird die Auszahlung abgelehnt, fließt er in voller Höhe in Ihr verfügbares Guthaben zurück.',
  'chat.canned.closing.title': 'Abschluss',
  'chat.canned.closing.text':
    'Kann ich Ihnen sonst noch weiterhelfen? Falls nicht, schließe ich diese Unterhaltung; anschließend können Sie sie bewerten.',
};
