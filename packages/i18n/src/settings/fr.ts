import type { SettingTexts } from './en.js';

export const settingTextsFr: SettingTexts = {
  descriptions: {
    demoGrant: 'USDT crédités sur le compte démo d’un nouvel utilisateur à l’inscription.',
    codeValidity:
      'Minutes pendant lesquelles un code de vérification envoyé par e-mail ou SMS reste valable.',
    codeResend:
      'Secondes avant qu’un autre code de vérification puisse être envoyé à la même adresse.',
    codeMaxAttempts: 'Essais erronés qu’un code de vérification permet avant d’être annulé.',
    sessionDays: 'Jours que dure la session de connexion d’un utilisateur.',
    loginFreeFailures:
      'Échecs de connexion depuis une adresse avant que chaque nouvel essai doive attendre.',
    loginDelayBase:
      'Première attente après les échecs gratuits, en millisecondes ; elle double à chaque nouvel échec.',
    loginDelayMax:
      'Attente la plus longue entre deux essais de connexion d’une adresse, en millisecondes.',
    loginFailureWindow:
      'Minutes après son premier échec au bout desquelles le compteur d’échecs d’une adresse est oublié.',
    loginAccountFailures:
      'Échecs de connexion sur un compte par heure (toutes adresses) au-delà desquels chaque adresse est bloquée après son premier échec.',
    loginAttemptsPerIp: 'Tentatives de connexion qu’une adresse peut faire par minute.',
    socketsPerAddress: 'Connexions en direct qu’une adresse peut ouvrir sur un processus serveur.',
    socketsTotal: 'Connexions en direct qu’un processus serveur peut ouvrir au total.',
    availabilityChecks:
      'Vérifications de disponibilité d’un nom d’utilisateur ou d’un e-mail qu’une adresse peut faire par minute.',
    twoFactorChallenge:
      'Minutes pendant lesquelles la deuxième étape de connexion (le code à deux facteurs) reste ouverte.',
    twoFactorAttempts: 'Codes pouvant être essayés lors d’une deuxième étape de connexion.',
    twoFactorEnrolment:
      'Minutes pour confirmer une nouvelle application d’authentification avant de devoir recommencer sa configuration.',
    codeSendsPerIp: 'Codes de vérification qu’une adresse peut demander par heure.',
    externalSignInPerIp: 'Connexions Google et portefeuille qu’une adresse peut lancer par minute.',
    initialCreditPoints: 'Points de crédit d’un nouvel utilisateur au départ.',
    spotMakerFee: 'Frais maker au comptant, en points de base (1 pb = 0,01 %).',
    spotTakerFee: 'Frais taker au comptant, en points de base (1 pb = 0,01 %).',
    marginCommission:
      'Commission sur marge appliquée au notionnel à l’ouverture, en points de base.',
    exchangeSpread: 'Écart appliqué à un échange de devises, en points de base.',
    withdrawalFee: 'Frais de retrait en points de base du montant (au moins les frais minimaux).',
    stopOutLevel:
      'Niveau de marge (fonds propres ÷ marge utilisée, en %) sous lequel les positions sont clôturées, la plus grosse perte d’abord.',
    minLots: 'Plus petit ordre sur marge, en lots.',
    maxLots: 'Plus gros ordre sur marge, en lots.',
    smartCommission:
      'Commission sur chaque exécution d’un plan intelligent, en réel et dans ses backtests, en points de base de la valeur négociée.',
    smartSlippage:
      'Glissement au-delà du spread, contre le plan intelligent, sur chaque exécution, en réel et dans ses backtests, en points de base.',
    smartEnabled:
      'Trading intelligent activé (1) ou désactivé (0). Désactivé : personne ne peut acheter de plan (« Le trading intelligent n’est pas activé ») ; les plans en cours vont jusqu’au bout de leur cycle.',
    lotStep: 'Pas entre les tailles d’ordre sur marge, en lots.',
    maxQuoteAge:
      'Prix le plus ancien, en millisecondes, sur lequel on peut négocier quand le marché est ouvert (plus ancien signifie une panne du flux).',
    optionTimeframes:
      'Durées des options : secondes:gain %:mise minimale:mise maximale (USDT), séparées par des virgules.',
    optionSettleTickAge:
      'Prix le plus ancien, en millisecondes avant l’échéance, sur lequel une option peut être réglée ; sinon elle est annulée et remboursée.',
    mmLevels: 'Niveaux de prix que le teneur de marché maison cote de chaque côté.',
    mmStep:
      'Écart du premier niveau du teneur de marché par rapport au prix, et entre les niveaux, en points de base.',
    mmLevelUsdt: 'Valeur en USDT que le teneur de marché cote à chaque niveau.',
    mmRequoteBp: 'Variation de prix, en points de base, après laquelle le teneur de marché recote.',
    mmRequoteMs: 'Millisecondes après lesquelles le teneur de marché recote dans tous les cas.',
    mmInventory:
      'Stock donné une fois au teneur de marché dans chaque compte : ACTIF:montant, séparés par des virgules.',
    uploadMaxBytes: 'Plus gros fichier envoyé accepté, en octets.',
    uploadMaxPixels: 'Plus grande image acceptée, en pixels (largeur × hauteur).',
    uploadsPerHour: 'Envois de fichiers qu’un utilisateur peut faire par heure.',
    kycReviewHours: 'Heures sous lesquelles l’examen KYC est promis aux utilisateurs.',
    depositMinimum: 'Plus petit dépôt en {asset}.',
    depositAddress:
      'Adresse de réception {asset} de la plateforme sur {network} ; vide signifie aucun dépôt sur ce réseau.',
    withdrawalMinFee: 'Plus petits frais de retrait en {asset}.',
    depositMaximum: 'Montant le plus élevé qu’une déclaration de dépôt en {asset} peut indiquer.',
    downloadUrl: 'Adresse web du téléchargement de l’application.',
    loanDailyRate:
      'Taux d’intérêt journalier d’un prêt de {days} jours, en fraction (0,0005 = 0,05 % par jour).',
    loanInterestFreeDays:
      'Jours après le versement d’un prêt pour lesquels aucun intérêt n’est jamais facturé.',
    loanOverdueMultiplier:
      'Le taux journalier de retard est le taux journalier du prêt multiplié par cette valeur.',
    loanAmountPerPoint:
      'USDT qu’un utilisateur peut emprunter par point de crédit (maximum = points de crédit × cette valeur).',
    loanMinAmount: 'Plus petit prêt, en USDT.',
    loanOnTimePoints: 'Points de crédit gagnés en remboursant un prêt au plus tard à son échéance.',
    loanOverduePoints: 'Points de crédit perdus lorsqu’un prêt passe en retard.',
    nftMinRaise:
      'Plus petite surenchère par rapport à la meilleure offre, en points de base de cette offre (500 = 5 %) ; le pas d’enchère de l’article s’applique s’il est plus grand.',
    nftExtendWindow:
      'Une enchère placée ce nombre de secondes ou moins avant la fin d’une vente repousse la fin (protection contre les enchères de dernière seconde).',
    feeLevels:
      'Niveaux VIP, niveau 0 en premier : le volume de trading sur 30 jours du compte réel (USDT) à partir duquel un niveau s’applique, sa remise sur les frais payés par l’utilisateur et la part des frais de ses filleuls qu’il gagne, les deux en points de base des frais (1000 = 10 %).',
    chatBusinessHours:
      'Quand l’équipe répond au chat, en UTC : jours 0 (dimanche) à 6 et heures, p. ex. 1-5 08:00-20:00 ; vide = toujours.',
    chatSendsPerMinute:
      'Messages qu’une personne (utilisateur ou visiteur) peut envoyer dans le chat par minute ; au-delà, ils sont refusés (429).',
    chatMailUnreadAfter:
      'Une réponse de l’équipe que le client n’a pas lue après ce nombre de secondes lui est envoyée par e-mail (et signalée sur la cloche).',
    nftExtendBy:
      'Après une telle enchère tardive, la vente se termine ce nombre de secondes après l’enchère.',
  },
  rules: {
    integer: 'Un nombre entier de {min} à {max}',
    amount: 'Un montant décimal de {min} à {max}',
    amountAbove: 'Un montant décimal supérieur à {min} et au plus {max}',
    format: 'Écrit comme {format}',
    address: 'Une adresse {network} valide, ou vide',
    url: 'Une adresse web commençant par https:// ou http://',
  },
};
