import type { SettingTexts } from './en.js';

export const settingTextsDe: SettingTexts = {
  descriptions: {
    demoGrant:
      'USDT, die einem neuen Nutzer bei der Registrierung im Demokonto gutgeschrieben werden.',
    codeValidity: 'Minuten, die ein per E-Mail oder SMS gesendeter Bestätigungscode gültig bleibt.',
    codeResend:
      'Sekunden, bevor an dieselbe Adresse ein weiterer Bestätigungscode gesendet werden darf.',
    codeMaxAttempts: 'Falsche Eingaben, die ein Bestätigungscode erlaubt, bevor er ungültig wird.',
    sessionDays: 'Tage, die eine Anmeldesitzung eines Nutzers dauert.',
    loginFreeFailures:
      'Fehlgeschlagene Anmeldungen von einer Adresse, bevor jeder weitere Versuch warten muss.',
    loginDelayBase:
      'Erste Wartezeit nach den freien Fehlversuchen, in Millisekunden; sie verdoppelt sich mit jedem weiteren Fehlversuch.',
    loginDelayMax:
      'Längste Wartezeit zwischen Anmeldeversuchen von einer Adresse, in Millisekunden.',
    loginFailureWindow:
      'Minuten nach dem ersten Fehlversuch, nach denen der Fehlerzähler einer Adresse vergessen wird.',
    loginAccountFailures:
      'Fehlgeschlagene Anmeldungen an einem Konto pro Stunde (von allen Adressen), ab denen jede Adresse nach ihrem ersten Fehlversuch gesperrt wird.',
    loginAttemptsPerIp: 'Anmeldeversuche, die eine Adresse pro Minute machen darf.',
    socketsPerAddress: 'Live-Verbindungen, die eine Adresse auf einem Serverprozess halten darf.',
    socketsTotal: 'Live-Verbindungen, die ein Serverprozess insgesamt halten darf.',
    availabilityChecks:
      'Prüfungen, ob Benutzername oder E-Mail frei sind, die eine Adresse pro Minute machen darf.',
    twoFactorChallenge:
      'Minuten, die der zweite Anmeldeschritt (der Zwei-Faktor-Code) offen bleibt.',
    twoFactorAttempts: 'Codes, die in einem zweiten Anmeldeschritt versucht werden dürfen.',
    twoFactorEnrolment:
      'Minuten, um eine neue Authenticator-App zu bestätigen, bevor die Einrichtung neu beginnen muss.',
    codeSendsPerIp: 'Bestätigungscodes, die eine Adresse pro Stunde anfordern darf.',
    externalSignInPerIp:
      'Google- und Wallet-Anmeldungen, die eine Adresse pro Minute beginnen darf.',
    initialCreditPoints: 'Kreditpunkte, mit denen ein neuer Nutzer beginnt.',
    spotMakerFee: 'Spot-Maker-Gebühr in Basispunkten (1 bp = 0,01 %).',
    spotTakerFee: 'Spot-Taker-Gebühr in Basispunkten (1 bp = 0,01 %).',
    marginCommission: 'Margin-Provision auf den Nominalwert bei Eröffnung, in Basispunkten.',
    exchangeSpread: 'Spread auf einen Währungstausch, in Basispunkten.',
    withdrawalFee: 'Auszahlungsgebühr in Basispunkten des Betrags (mindestens die Mindestgebühr).',
    stopOutLevel:
      'Margin-Level (Eigenkapital ÷ genutzte Margin, in %), unter dem Positionen geschlossen werden, die mit dem größten Verlust zuerst.',
    minLots: 'Kleinste Margin-Order, in Lots.',
    maxLots: 'Größte Margin-Order, in Lots.',
    smartCommission:
      'Provision je Ausführung eines Smart-Plans, im Live-Betrieb und in seinen Backtests, in Basispunkten des gehandelten Werts.',
    smartSlippage:
      'Slippage über den Spread hinaus, die einem Smart-Plan je Ausführung angelastet wird, im Live-Betrieb und in seinen Backtests, in Basispunkten.',
    smartEnabled:
      'Smart-Trading an (1) oder aus (0). Aus: Niemand kann einen Plan kaufen („Smart-Trading ist nicht aktiviert“); laufende Pläne laufen bis zum Ende ihres Zyklus weiter.',
    lotStep: 'Schrittweite der Margin-Ordergrößen, in Lots.',
    maxQuoteAge:
      'Ältester Kurs in Millisekunden, zu dem bei geöffnetem Markt gehandelt werden darf (älter bedeutet einen Ausfall der Kursquelle).',
    optionTimeframes:
      'Options-Laufzeiten: Sekunden:Auszahlung %:Mindesteinsatz:Höchsteinsatz (USDT), durch Kommas getrennt.',
    optionSettleTickAge:
      'Ältester Kurs in Millisekunden vor Ablauf, zu dem eine Option abgerechnet werden darf; sonst ist sie ungültig und wird erstattet.',
    mmLevels: 'Preisstufen, die der hauseigene Market Maker auf jeder Seite stellt.',
    mmStep:
      'Abstand der ersten Stufe des Market Makers vom Kurs und zwischen den Stufen, in Basispunkten.',
    mmLevelUsdt: 'USDT-Wert, den der Market Maker auf jeder Stufe stellt.',
    mmRequoteBp: 'Kursbewegung in Basispunkten, nach der der Market Maker neu quotiert.',
    mmRequoteMs: 'Millisekunden, nach denen der Market Maker in jedem Fall neu quotiert.',
    mmInventory:
      'Bestand, den der Market Maker einmalig in jedem Konto erhält: ASSET:Betrag, durch Kommas getrennt.',
    uploadMaxBytes: 'Größter angenommener Upload, in Bytes.',
    uploadMaxPixels: 'Größtes angenommenes Bild, in Pixeln (Breite × Höhe).',
    uploadsPerHour: 'Uploads, die ein Nutzer pro Stunde machen darf.',
    kycReviewHours: 'Stunden, innerhalb derer Nutzern die Prüfung ihrer KYC-Angaben zugesagt wird.',
    depositMinimum: 'Kleinste Einzahlung in {asset}.',
    depositAddress:
      'Die Empfangsadresse der Plattform für {asset} im Netzwerk {network}; leer heißt, dort sind keine Einzahlungen möglich.',
    withdrawalMinFee: 'Kleinste Auszahlungsgebühr in {asset}.',
    depositMaximum: 'Größter Betrag, den eine Einzahlungsmeldung in {asset} angeben darf.',
    downloadUrl: 'Webadresse für den Download der App.',
    loanDailyRate:
      'Täglicher Zinssatz eines Kredits über {days} Tage, als Bruchteil (0,0005 = 0,05 % pro Tag).',
    loanInterestFreeDays:
      'Tage nach der Auszahlung eines Kredits, für die nie Zinsen berechnet werden.',
    loanOverdueMultiplier:
      'Der tägliche Verzugszins ist der Tageszins des Kredits mal diesen Wert.',
    loanAmountPerPoint:
      'USDT, die ein Nutzer je Kreditpunkt leihen darf (Höchstbetrag = Kreditpunkte × dieser Wert).',
    loanMinAmount: 'Kleinster Kredit, in USDT.',
    loanOnTimePoints: 'Kreditpunkte, die man für die Rückzahlung bis zur Fälligkeit erhält.',
    loanOverduePoints: 'Kreditpunkte, die man verliert, wenn ein Kredit überfällig wird.',
    nftMinRaise:
      'Kleinste Erhöhung gegenüber dem Höchstgebot, in Basispunkten dieses Gebots (500 = 5 %); ist die Preisstufe eines Objekts größer, gilt diese.',
    nftExtendWindow:
      'Ein Gebot höchstens so viele Sekunden vor dem Ende einer Auktion verschiebt das Ende nach hinten (Schutz vor Last-Minute-Geboten).',
    feeLevels:
      'VIP-Stufen, Stufe 0 zuerst: das 30-Tage-Handelsvolumen im Echtgeldkonto (USDT), ab dem eine Stufe gilt, ihr Rabatt auf die Handelsgebühren des Nutzers und sein Anteil an den Gebühren seiner Eingeladenen, beides in Basispunkten der Gebühr (1000 = 10 %).',
    chatBusinessHours:
      'Wann das Team im Chat antwortet, in UTC: Tage 0 (Sonntag) bis 6 und Uhrzeiten, z. B. 1-5 08:00-20:00; leer = immer.',
    chatSendsPerMinute:
      'Nachrichten, die eine Person (Nutzer oder Besucher) pro Minute im Chat senden darf; weitere werden abgelehnt (429).',
    chatMailUnreadAfter:
      'Eine Antwort des Teams, die der Kunde nach so vielen Sekunden nicht gelesen hat, wird ihm per E-Mail geschickt (und an der Glocke angezeigt).',
    nftExtendBy:
      'Nach einem solchen späten Gebot endet die Auktion so viele Sekunden nach dem Gebot.',
  },
  rules: {
    integer: 'Eine ganze Zahl von {min} bis {max}',
    amount: 'Ein Dezimalbetrag von {min} bis {max}',
    amountAbove: 'Ein Dezimalbetrag über {min} und höchstens {max}',
    format: 'Geschrieben wie {format}',
    address: 'Eine gültige {network}-Adresse oder leer',
    url: 'Eine Webadresse, die mit https:// oder http:// beginnt',
  },
};
