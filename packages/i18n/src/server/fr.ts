import type { ServerMessages } from './en.js';

/** Server messages in French; see en.ts for the source texts and placeholder rules. */
export const fr: ServerMessages = {
  '200': 'Opération réussie',
  '400': 'Requête invalide',
  '401': 'Veuillez vous reconnecter',
  '403': "Vous n'avez pas l'autorisation d'effectuer cette opération",
  '404': 'Introuvable',
  '409':
    "Cette requête est en conflit avec l'état actuel ; veuillez actualiser la page et réessayer",
  '413': 'La requête est trop volumineuse (limite : {limit})',
  '422': 'Cette clé de requête a déjà été utilisée pour une autre requête',
  '429': 'Trop de tentatives ; veuillez réessayer dans {seconds} secondes',
  '460':
    'Veuillez passer à un compte réel pour effectuer cette opération ; les comptes de démonstration ne peuvent pas utiliser cette fonctionnalité',
  '461':
    "Paramètres de stop loss/take profit incohérents : pour un achat, le stop loss doit être inférieur au prix et, pour une vente, supérieur ; c'est l'inverse pour le take profit",
  '462': 'Le prix doit être un multiple entier de {step}',
  '463': "La quantité doit être un multiple entier de {step} et d'au moins {step}",
  '464': "Un ordre post-only serait exécuté immédiatement ; il n'a donc pas été placé",
  '465': "Format d'image incorrect : veuillez téléverser une image JPG, JPEG 2000 ou PNG",
  '466': "La taille de l'image ne peut pas dépasser {limit}",
  '467': "L'image est trop grande : {limit} maximum",
  '468': 'Veuillez téléverser les images ou justificatifs requis',
  '469': 'Document non signé : veuillez signer dans le cadre prévu',
  '470': "La connexion n'a pas pu être vérifiée ; veuillez réessayer",
  '471': 'Le dépôt minimum pour {coin} est de {minimum}',
  '472': "Impossible d'échanger une devise contre elle-même",
  '473': "Veuillez d'abord définir un mot de passe de retrait",
  '474': "Cette adresse n'est pas valide pour le réseau {network}",
  '475': 'Le retrait minimum de {asset} est de {minimum}',
  '476': "Le code d'authentification à deux facteurs est incorrect ou a déjà été utilisé",
  '477': 'Un dépôt avec ce hash de transaction a déjà été soumis',
  '478':
    "Aucun cours en temps réel n'est disponible pour cet échange pour le moment ; veuillez réessayer dans quelques instants",
  '500': 'Erreur inconnue',
  '503': 'Service temporairement indisponible ; veuillez réessayer dans quelques instants',
  '10001': "Veuillez saisir un nom d'utilisateur ou une adresse e-mail",
  '10002': "L'adresse e-mail n'est pas valide",
  '10003': "Erreur de saisie du nom d'utilisateur",
  '10004': 'Mot de passe incorrect',
  '10005': "Statut d'utilisateur anormal",
  '10006': "Ce nom d'utilisateur existe déjà",
  '10007': 'Cette adresse e-mail ou ce numéro de téléphone est déjà enregistré',
  '10008': "Statut d'utilisateur incorrect",
  '10009': 'Aucun utilisateur correspondant',
  '10010': 'Produit de trading intelligent (conseiller expert) incorrect',
  '10011':
    "Solde insuffisant ; veuillez alimenter votre compte ou libérer le dépôt de garantie avant d'acheter",
  '10012': 'Aucun nombre de jours correspondant',
  '10013': "Montant d'investissement incorrect",
  '10014': "Produit d'options incorrect",
  '10015': 'Négociation indisponible pour le moment',
  '10016': "Montant d'achat incorrect",
  '10017': 'Aucune période correspondante',
  '10018': 'Échec de la récupération des paramètres système',
  '10019': "Statut d'authentification incorrect",
  '10020': 'Statut de la collection incorrect',
  '10021': 'Adresse de réception non renseignée',
  '10022': "L'identité de l'utilisateur n'a pas été vérifiée",
  '10023': 'Durée du prêt incorrecte',
  '10024': 'Vous avez déjà acheté ce produit',
  '10025': 'Veuillez choisir un mode de retrait',
  '10089': 'Envois répétés impossibles ; veuillez patienter {seconds} secondes',
  '10090': "Veuillez d'abord demander l'envoi du code de vérification",
  '10091': 'Code de vérification incorrect',
  '10092': 'Solde insuffisant',
  '10093': 'Mot de passe de retrait incorrect',
  '20001': 'Demande soumise pour examen',
  '20002': 'Dépôt enregistré et soumis pour examen',
  '20003': 'Retrait enregistré et soumis pour examen',
  '20004': 'Achat effectué avec succès',
  '20005': 'Modification effectuée avec succès',
  'mail.code.subject': 'Votre code de vérification Meridian',
  'mail.code.body':
    "Votre code de vérification est {code}. Il est valable {minutes} minutes. Si vous n'en avez pas fait la demande, ignorez ce message.",
  'sms.code.body': 'Code Meridian : {code} (valable {minutes} min)',
  'notification.welcome.title': 'Bienvenue sur Meridian',
  'notification.welcome.body':
    'Votre compte de démonstration est crédité de {amount} USDT de fonds virtuels pour vous entraîner.',
  'notification.demoReset.title': 'Compte de démonstration réinitialisé',
  'notification.demoReset.body':
    'Votre compte de démonstration a été réinitialisé à {amount} USDT.',
  'notification.passwordChanged.title': 'Mot de passe modifié',
  'notification.passwordChanged.body':
    "Votre mot de passe de connexion a été modifié. Si vous n'êtes pas à l'origine de cette modification, contactez immédiatement le support.",
  'notification.orderFilled.title': 'Ordre exécuté',
  'notification.orderFilled.body':
    'Votre ordre en attente de {lots} lots sur {code} a été exécuté à {price}.',
  'notification.orderCancelled.title': 'Ordre en attente annulé',
  'notification.orderCancelled.body':
    "Votre ordre en attente de {lots} lots sur {code} n'a pas pu être exécuté à {price} : marge libre insuffisante. La marge bloquée a été libérée.",
  'notification.stopLoss.title': 'Stop loss déclenché',
  'notification.stopLoss.body':
    'Votre position de {lots} lots sur {code} a été clôturée à {price}. Résultat : {profit} USDT.',
  'notification.takeProfit.title': 'Take profit atteint',
  'notification.takeProfit.body':
    'Votre position de {lots} lots sur {code} a été clôturée à {price}. Résultat : {profit} USDT.',
  'notification.stopOut.title': 'Stop out : position clôturée',
  'notification.stopOut.body':
    'Votre niveau de marge est passé sous {level} % ; votre position de {lots} lots sur {code} a donc été clôturée à {price}. Résultat : {profit} USDT.',
  'notification.optionWon.title': 'Option gagnante',
  'notification.optionWon.body':
    "Votre option sur {code} a été clôturée à {price} pour un prix d'exercice de {strike}. {returned} USDT vous ont été versés.",
  'notification.optionLost.title': 'Option perdante',
  'notification.optionLost.body':
    "Votre option sur {code} a été clôturée à {price} pour un prix d'exercice de {strike}. Le montant investi de {stake} USDT est perdu.",
  'notification.optionDraw.title': "Option clôturée au prix d'exercice",
  'notification.optionDraw.body':
    "Votre option sur {code} a été clôturée au prix d'exercice de {strike}. Le montant investi de {stake} USDT vous a été remboursé.",
  'notification.smartSettled.title': 'Plan intelligent réglé',
  'notification.smartSettled.body':
    'Jour {day} de votre plan {product} : sa valeur a varié de {change} USDT. {paid} USDT vous ont été versés (part de la plateforme : {platform} USDT).',
  'notification.smartEnded.title': 'Plan intelligent terminé',
  'notification.smartEnded.body':
    'Votre plan {product} de {days} jours est terminé. {returned} USDT ont été restitués sur votre solde ; revenu total : {revenue} USDT.',
  'notification.smartExited.title': 'Plan intelligent arrêté par anticipation',
  'notification.smartExited.body':
    'Votre plan {product} a été arrêté par anticipation. Une pénalité de {damages} USDT a été déduite et {returned} USDT ont été restitués sur votre solde ; revenu total : {revenue} USDT.',
  'notification.optionVoid.title': 'Option remboursée',
  'notification.optionVoid.body':
    "Aucun prix n'a été enregistré pour {code} à l'échéance de votre option ; le montant investi de {stake} USDT vous a donc été remboursé.",
  'validation.required': 'Le champ {field} est obligatoire',
  'validation.invalid': "Le champ {field} n'est pas valide",
  'validation.passwordRule':
    'Le mot de passe doit comporter de 8 à 64 caractères, dont des lettres et des chiffres',
  'validation.withdrawalPasswordRule':
    'Le mot de passe de retrait doit comporter de 6 à 64 caractères',
  'validation.passwordsDiffer': 'Les mots de passe ne correspondent pas',
  'validation.staffPasswordRule':
    "Le mot de passe d'un membre du personnel doit comporter au moins 10 caractères",
  'validation.inviteCodeUnknown': "Aucun compte n'a ce code d'invitation",
  'notification.kycVerified.title': 'Identité vérifiée',
  'notification.kycVerified.body':
    "Votre vérification d'identité a été approuvée. Vous avez désormais accès aux dépôts, aux retraits et aux prêts.",
  'notification.kycFailed.title': "Échec de la vérification d'identité",
  'notification.kycFailed.body':
    "Votre vérification d'identité n'a pas été approuvée : {reason}. Vous pouvez corriger votre demande et la soumettre à nouveau.",
  'notification.depositApproved.title': 'Dépôt crédité',
  'notification.depositApproved.body':
    'Votre dépôt de {amount} {asset} a été approuvé et crédité sur votre compte réel.',
  'notification.depositRejected.title': 'Dépôt refusé',
  'notification.depositRejected.body': 'Votre dépôt de {amount} {asset} a été refusé : {reason}.',
  'notification.withdrawalApproved.title': 'Retrait effectué',
  'notification.withdrawalApproved.body':
    'Votre retrait de {amount} {asset} a été approuvé ; {received} {asset} ont été envoyés.',
  'notification.withdrawalPasswordSet.title': 'Mot de passe de retrait défini',
  'notification.withdrawalPasswordSet.body':
    "Un mot de passe de retrait a été défini sur votre compte. Si ce n'était pas vous, contactez immédiatement le support.",
  'notification.withdrawalPasswordChanged.title': 'Mot de passe de retrait modifié',
  'notification.withdrawalPasswordChanged.body':
    "Votre mot de passe de retrait a été modifié. Si ce n'était pas vous, contactez immédiatement le support.",
  'notification.withdrawalRejected.title': 'Retrait refusé',
  'notification.withdrawalRejected.body':
    'Votre retrait de {amount} {asset} a été refusé : {reason}. Le montant a été restitué sur votre solde disponible.',
  '479':
    'La connexion à deux facteurs est activée : saisissez le code de votre application d’authentification',
  '480': 'La connexion à deux facteurs est déjà activée',
  '481':
    'La connexion à deux facteurs n’est pas activée ou sa configuration a expiré ; recommencez',
  'notification.newDeviceSignIn.title': 'Nouvelle connexion à votre compte',
  'notification.newDeviceSignIn.body':
    'Votre compte a été connecté depuis un nouvel appareil : {device}, adresse {ip}. Si ce n’était pas vous, changez votre mot de passe et fermez cette session dans Sécurité.',
  'notification.twoFactorEnabled.title': 'Connexion à deux facteurs activée',
  'notification.twoFactorEnabled.body':
    'La connexion à deux facteurs a été activée sur votre compte. Conservez vos codes de récupération en lieu sûr.',
  'notification.twoFactorDisabled.title': 'Connexion à deux facteurs désactivée',
  'notification.twoFactorDisabled.body':
    'La connexion à deux facteurs a été désactivée sur votre compte. Si ce n’était pas vous, contactez immédiatement le support.',
  'mail.newDevice.subject': 'Nouvelle connexion à votre compte Meridian',
  'mail.newDevice.body':
    'Votre compte Meridian a été connecté le {time} depuis un nouvel appareil : {device}, adresse {ip}. Si c’était vous, vous n’avez rien à faire. Sinon, changez immédiatement votre mot de passe et fermez cette session dans Compte > Sécurité.',
  '482': 'Au plus {maximum} {coin} peuvent être déclarés par dépôt',
  '483': 'Ce mode de connexion n’est pas activé sur cette plateforme',
  '484': 'Le trading intelligent n’est pas activé',
  '485':
    'Les montants de la sortie anticipée ont changé ; veuillez consulter la nouvelle estimation et confirmer à nouveau',
  '486': 'Ce plan n’est plus en cours',
  '487':
    'Les taux du prêt ont changé depuis leur affichage ; veuillez consulter la nouvelle estimation et signer à nouveau',
  '488':
    'Le montant dû est désormais de {amount} USDT ; veuillez le vérifier et confirmer à nouveau',
  '489':
    "Ce prêt n'est pas en cours de remboursement (il est en cours d'examen, refusé ou déjà remboursé)",
  '490': "Remboursez votre prêt en retard avant d'emprunter à nouveau",
  '491': 'Saisissez un montant de {min} à {limit} USDT',
  'notification.loanApproved.title': 'Prêt approuvé',
  'notification.loanApproved.body':
    'Votre prêt n° {id} a été approuvé : {amount} USDT ont été versés sur votre compte réel. Remboursez-le au plus tard le {date} (UTC).',
  'notification.loanRejected.title': 'Prêt non approuvé',
  'notification.loanRejected.body':
    "Votre demande de prêt n° {id} n'a pas été approuvée : {reason}. Rien n'a été versé et vous ne devez rien.",
  'notification.loanRepaid.title': 'Prêt remboursé',
  'notification.loanRepaid.body':
    'Le prêt n° {id} est remboursé : {amount} USDT ont été prélevés sur votre solde disponible. Merci.',
  'notification.loanOverdue.title': 'Prêt en retard',
  'notification.loanOverdue.body':
    "Le prêt n° {id} n'a pas été remboursé à son échéance et votre solde ne permettait pas de le couvrir. Chaque jour est désormais facturé au taux de retard de {rate} % ({daily} USDT par jour) jusqu'à votre remboursement, et vos points de crédit sont tombés à {points}.",
  'notification.loanDueSoon.title': 'Échéance du prêt dans 3 jours',
  'notification.loanDueSoon.body':
    "Le prêt n° {id} arrive à échéance le {date} (UTC) : {amount} USDT en cas de remboursement aujourd'hui. Gardez ce montant disponible et le prêt sera remboursé automatiquement à cette date.",
  'notification.loanDueTomorrow.title': 'Échéance du prêt demain',
  'notification.loanDueTomorrow.body':
    "Le prêt n° {id} arrive à échéance demain, le {date} (UTC) : {amount} USDT en cas de remboursement aujourd'hui. Gardez ce montant disponible et le prêt sera remboursé automatiquement à cette date.",
  'notification.loanDueToday.title': "Échéance du prêt aujourd'hui",
  'notification.loanDueToday.body':
    "Le prêt n° {id} arrive à échéance aujourd'hui, le {date} (UTC) : {amount} USDT. Gardez ce montant disponible sur votre compte réel et le prêt sera remboursé automatiquement ; sinon, des intérêts de retard commenceront à courir.",
  'notification.loanOverdueReminder.title': 'Prêt en retard : jour {days}',
  'notification.loanOverdueReminder.body':
    "Le prêt n° {id} est en retard depuis le {date} (UTC). Le rembourser aujourd'hui coûte {amount} USDT ; chaque jour supplémentaire ajoute des intérêts de retard.",
  '492': "Votre enchère doit être d'au moins {minimum} USDT",
  '493':
    "Le prix d'achat immédiat est désormais de {price} USDT ; vérifiez-le de nouveau avant d'acheter",
  'notification.nftOutbid.title': 'Votre enchère a été dépassée',
  'notification.nftOutbid.body':
    "Quelqu'un a enchéri {amount} USDT sur « {title} ». Votre enchère de {returned} USDT a été recréditée sur votre solde disponible.",
  'notification.nftWon.title': "Vous avez remporté l'enchère",
  'notification.nftWon.body':
    "Vous avez remporté « {title} » pour {amount} USDT. La totalité a été reversée à l'association caritative, et l'article se trouve dans « Mes NFT ». Merci !",
  'notification.nftAuctionEnded.title': 'Enchère terminée',
  'notification.nftAuctionEnded.body':
    "L'enchère pour « {title} » s'est terminée à {amount} USDT et un autre enchérisseur l'a remportée. Votre argent a été débloqué lorsque votre enchère a été dépassée.",
  'notification.nftReserveNotMet.title': 'Enchère terminée sous le prix de réserve',
  'notification.nftReserveNotMet.body':
    "L'enchère pour « {title} » s'est terminée sous son prix de réserve : il n'y a donc aucun gagnant. Votre enchère de {returned} USDT a été recréditée sur votre solde disponible.",
  'notification.nftBought.title': 'Achat effectué',
  'notification.nftBought.body':
    "Vous avez acheté « {title} » pour {amount} USDT ; la totalité a été reversée à l'association caritative. L'article se trouve dans « Mes NFT ».",
  'notification.nftSoldToBuyer.title': "Vendu au prix d'achat immédiat",
  'notification.nftSoldToBuyer.body':
    "Quelqu'un a acheté « {title} » au prix d'achat immédiat avant que votre enchère n'atteigne le prix de réserve. Votre enchère de {returned} USDT a été recréditée sur votre solde disponible.",
  'notification.chatReply.title': 'Réponse du service client',
  'notification.chatReply.body': 'Notre équipe a répondu à votre conversation : « {preview} »',
  'chat.mail.replySubject': 'Réponse du service client Meridian',
  'chat.mail.replyBody':
    'Notre équipe a répondu à votre conversation :\n\n{messages}\n\nRépondez ou poursuivez la conversation ici : {link}',
  'chat.mail.transcriptSubject': 'Votre conversation avec le service client Meridian',
  'chat.mail.transcriptBody':
    'Merci de nous avoir contactés. Voici la transcription de votre conversation (heures en UTC) :\n\n{transcript}\n\nPoursuivez la conversation ici : {link}',
  'chat.sender.you': 'Vous',
  'chat.sender.staff': 'Service client',
  'chat.image': '[image jointe]',
  'chat.canned.greeting.title': 'Accueil',
  'chat.canned.greeting.text':
    "Bonjour, merci d'avoir contacté Meridian. Comment puis-je vous aider aujourd'hui ?",
  'chat.canned.checking.title': 'Vérification',
  'chat.canned.checking.text': "Merci. Je vérifie cela pour vous ; cela ne prendra qu'un instant.",
  'chat.canned.kycReview.title': "Vérification d'identité en cours d'examen",
  'chat.canned.kycReview.text':
    "Votre vérification d'identité est entre les mains de notre équipe conformité. L'examen est généralement terminé sous un jour ouvré, et vous recevrez une notification dès qu'une décision aura été prise.",
  'chat.canned.depositReview.title': "Dépôt en cours d'examen",
  'chat.canned.depositReview.text':
    "Votre dépôt est en cours de vérification sur la blockchain. Dès qu'il sera confirmé, il sera crédité sur votre compte réel et vous recevrez une notification.",
  'chat.canned.withdrawalReview.title': "Retrait en cours d'examen",
  'chat.canned.withdrawalReview.text':
    "Votre retrait est en attente d'examen. En attendant, le montant est bloqué sur votre compte ; si le retrait est refusé, il sera intégralement restitué sur votre solde disponible.",
  'chat.canned.closing.title': 'Clôture',
  'chat.canned.closing.text':
    "Puis-je vous aider pour autre chose ? Sinon, je vais clôturer cette conversation ; vous pourrez ensuite l'évaluer.",
};
