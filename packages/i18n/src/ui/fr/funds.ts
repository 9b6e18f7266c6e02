import type { UiFundsMessages } from '../groups.js';

/** French UI strings, group 'funds'; see ../en/funds.ts for the source texts. */
export const uiFrFunds: UiFundsMessages = {
  funds: {
    guest: {
      title: 'Connectez-vous pour déposer et retirer des fonds',
      detail:
        "Vos dépôts, vos retraits et votre vérification d'identité s'affichent ici une fois connecté.",
    },
    nav: {
      label: 'Dépôt ou retrait',
      deposit: 'Déposer',
      withdraw: 'Retirer',
    },
    realOnly: {
      title: 'Passez à un compte réel',
      detail:
        "Les dépôts et les retraits portent sur de l'argent réel : le compte de démonstration ne peut donc pas les utiliser. Passez à votre compte réel pour continuer.",
    },
    status: {
      pending: "En attente d'examen",
      approved: 'Approuvé',
      rejected: 'Refusé',
    },
    records: {
      filter: 'Afficher',
      all: 'Tous',
      loadFailed: "L'historique n'a pas pu être chargé",
      more: 'Afficher plus',
      noMore: 'Aucune autre donnée',
      reason: 'Motif : {{reason}}',
      noReason: "Aucun motif n'a été indiqué.",
      submitted: 'Soumis le {{time}}',
    },
    upload: {
      choose: 'Choisir une image',
      change: 'Choisir une autre image',
      retry: 'Réessayer',
      uploading: 'Importation…',
      uploaded: 'Importé',
      hint: 'JPG, JPEG 2000 ou PNG, {{size}} maximum',
      preview: 'Aperçu : {{name}}',
      noPreview:
        "Ce navigateur ne peut pas afficher d'aperçu de {{file}} ; le fichier est importé tel quel.",
      required: 'Importez cette image',
      wait: "Attendez la fin de l'importation",
    },
    kyc: {
      title: "Vérification d'identité",
      description:
        'Vérifiez votre identité une seule fois pour retirer des fonds, emprunter et trader des cryptomonnaies. Vos documents ne sont consultés que par notre équipe conformité.',
      loadFailed: "L'état de votre vérification n'a pas pu être chargé",
      underReview: {
        title: "Vos documents sont en cours d'examen",
        detail:
          "L'examen peut prendre jusqu'à {{hours}} heures. Vous recevrez une notification avec le résultat.",
      },
      verified: {
        title: 'Votre identité est vérifiée',
        detail:
          'Vous pouvez effectuer des retraits vers vos propres comptes et utiliser toutes les fonctionnalités de votre compte réel.',
        withdraw: 'Retirer',
      },
      failed: {
        title: "Votre vérification n'a pas été acceptée",
        detail:
          "Corrigez ce qu'indique le motif ci-dessous, puis soumettez à nouveau votre demande.",
        resubmit: 'Soumettre à nouveau',
      },
      submittedAt: 'Soumis le {{time}}',
      form: {
        intro:
          'Renseignez vos informations exactement comme elles figurent sur votre document, ajoutez trois photos et signez. Tous les champs sont obligatoires.',
        personal: 'Informations personnelles',
        firstName: 'Prénom',
        lastName: 'Nom',
        sex: 'Sexe',
        male: 'Homme',
        female: 'Femme',
        birthDate: 'Date de naissance',
        country: 'Pays',
        address: 'Adresse',
        phone: 'Téléphone',
        document: "Pièce d'identité",
        documentType: 'Type de document',
        id_card: "Carte d'identité",
        driver_licence: 'Permis de conduire',
        passport: 'Passeport',
        documentNumber: 'Numéro du document',
        photos: 'Photos à fournir',
        photosHint:
          'Des photos nettes, non recadrées et bien éclairées, sur lesquelles chaque coin du document est visible.',
        front: 'Recto du document',
        frontHint: 'La face qui porte votre photo et le numéro du document.',
        back: 'Verso du document',
        backHint: 'Pour un passeport, la page en face de la page avec la photo.',
        holding: 'Vous tenant le document',
        holdingHint: 'Votre visage et le document sur une même photo.',
        signature: 'Signature manuscrite',
        submit: 'Soumettre pour examen',
        submitted: 'Soumis pour examen',
      },
      errors: {
        required: 'Renseignez ce champ',
        tooLong: '{{max}} caractères maximum',
        choose: 'Faites un choix',
        birthDate: 'Saisissez votre date de naissance',
        birthDateFuture: 'La date de naissance ne peut pas être dans le futur',
        phone: 'Saisissez un numéro de téléphone : chiffres, espaces, + ( ) et - uniquement',
      },
      signature: {
        pad: 'Zone de signature',
        instructions: 'Signez dans le cadre avec votre souris, votre doigt ou un stylet.',
        clear: 'Effacer',
        signed: 'Signé',
        empty: 'Pas encore signé',
      },
    },
    deposit: {
      title: 'Dépôt',
      description:
        "Envoyez des cryptomonnaies à l'adresse de la plateforme, puis indiquez-nous les détails du transfert. Le montant est crédité sur votre compte réel après examen.",
      loadFailed: "Les options de dépôt n'ont pas pu être chargées",
      none: 'Les dépôts ne sont pas encore ouverts',
      noneDetail:
        'Aucune cryptomonnaie ne peut être déposée pour le moment. Veuillez réessayer plus tard.',
      coin: 'Cryptomonnaie',
      network: 'Réseau',
      closed: 'Les dépôts de {{coin}} sur {{network}} ne sont pas ouverts',
      closedDetail:
        'Choisissez une autre cryptomonnaie ou un autre réseau, ou réessayez plus tard.',
      address: 'Adresse de dépôt ({{coin}}, {{network}})',
      qr: "QR code de l'adresse de dépôt",
      copy: "Copier l'adresse",
      copied: 'Adresse copiée',
      sendOnly:
        "N'envoyez que des {{coin}} sur le réseau {{network}} à cette adresse. Tout autre envoi risque d'être perdu.",
      minimum: 'Dépôt minimum : {{amount}} {{coin}}',
      details: 'Votre transfert',
      amount: 'Montant ({{coin}})',
      txHash: 'Hash de la transaction',
      txHashHint:
        "L'identifiant de transaction affiché par votre portefeuille ou votre plateforme d'échange pour ce transfert.",
      last6: 'Les 6 derniers caractères du hash',
      last6Hint: 'Saisissez-les à nouveau pour vérification.',
      proof: 'Preuve du transfert',
      proofHint: "Une capture d'écran du transfert effectué.",
      review: 'Vérifier le dépôt',
      confirmTitle: 'Confirmer le dépôt',
      confirmIntro:
        'Vérifiez les informations : nous créditons le montant indiqué par la transaction sur la blockchain.',
      confirm: 'Soumettre le dépôt',
      proofAttached: 'Joint',
      done: 'Soumis pour examen',
      doneDetail:
        '{{amount}} {{coin}} : vous pouvez en suivre le traitement dans la liste ci-dessous.',
      records: 'Vos dépôts',
      empty: 'Aucun dépôt pour le moment',
      emptyFiltered: 'Aucun dépôt avec ce statut',
      errors: {
        decimals: '{{decimals}} décimales maximum pour {{coin}}',
        hash: 'Saisissez le hash de la transaction : 16 à 128 caractères hexadécimaux, éventuellement précédés de 0x',
        last6: 'Saisissez 6 caractères hexadécimaux (0–9, a–f)',
        last6Mismatch: 'Ce ne sont pas les 6 derniers caractères du hash de la transaction',
      },
    },
    withdraw: {
      title: 'Retrait',
      description:
        'Retirez des fonds de votre compte réel vers une adresse crypto ou un compte bancaire. Chaque retrait est examiné avant son versement.',
      loadFailed: "Les conditions de retrait n'ont pas pu être chargées",
      kycNeeded:
        "Les retraits ne sont versés qu'aux personnes dont nous avons vérifié l'identité. La demande ne prend que quelques minutes.",
      kycFailed:
        "Votre dernière vérification n'a pas été acceptée. Soumettez-la à nouveau pour effectuer un retrait.",
      kycUnderReview: "Votre vérification d'identité est en cours d'examen",
      kycUnderReviewDetail:
        "L'examen peut prendre jusqu'à {{hours}} heures. Vous pourrez effectuer un retrait dès qu'elle sera acceptée.",
      verify: 'Vérifier votre identité',
      passwordNeeded:
        'Chaque retrait exige un mot de passe de retrait, distinct de votre mot de passe de connexion.',
      setPassword: 'Définir un mot de passe de retrait',
      none: "Aucun retrait n'est possible pour le moment",
      asset: 'Devise',
      available: 'Disponible',
      method: 'Mode de retrait',
      crypto: 'Adresse crypto',
      bank: 'Compte bancaire',
      network: 'Réseau',
      chooseNetwork: 'Choisissez un réseau',
      address: 'Adresse de réception',
      addressHint: {
        BTC: 'Une adresse Bitcoin commence par 1, 3 ou bc1.',
        ETH: 'Une adresse Ethereum se compose de 0x suivi de 40 caractères hexadécimaux.',
        ERC20: 'Une adresse ERC-20 se compose de 0x suivi de 40 caractères hexadécimaux.',
        TRC20: 'Une adresse TRON (TRC-20) se compose de T suivi de 33 lettres et chiffres.',
      },
      addressCheck:
        "Vérifiez l'adresse : une erreur d'adresse ou de réseau ne peut pas être annulée.",
      holder: 'Titulaire du compte',
      accountNumber: 'Numéro de compte',
      bankType: 'Banque',
      bankTypeHint: "Le nom de la banque et, si vous l'avez, son agence ou son code SWIFT.",
      amount: 'Montant ({{asset}})',
      all: 'Tout',
      allLabel: 'Retirer la totalité du solde disponible',
      fee: 'Frais ({{percent}} %, minimum {{minimum}})',
      received: 'Vous recevez',
      figures: 'Frais et montant reçu',
      review: 'Vérifier le retrait',
      confirmTitle: 'Confirmer le retrait',
      confirmIntro:
        "Le montant est bloqué sur votre solde jusqu'à l'examen du retrait. Les retraits refusés sont restitués.",
      summaryMethod: 'Mode',
      summaryTo: 'Destinataire',
      summaryAmount: 'Montant',
      password: 'Mot de passe de retrait',
      forgot: 'Changer le mot de passe de retrait',
      confirm: 'Retirer',
      done: 'Soumis pour examen',
      doneDetail:
        '{{amount}} {{asset}} : vous pouvez en suivre le traitement dans la liste ci-dessous.',
      records: 'Vos retraits',
      empty: 'Aucun retrait pour le moment',
      emptyFiltered: 'Aucun retrait avec ce statut',
      bankTo: '{{bank}}, {{account}}',
      recordCost: 'Frais {{fee}} · vous recevez {{received}}',
      errors: {
        decimals: '{{decimals}} décimales maximum pour {{asset}}',
        overAvailable: 'Montant supérieur à votre solde disponible ({{amount}} {{asset}})',
        belowFee: 'Le montant doit être supérieur aux frais ({{fee}} {{asset}})',
        address: 'Cela ne ressemble pas à une adresse du réseau {{network}}',
        accountNumber: 'Saisissez au moins 4 caractères',
      },
    },
    password: {
      title: 'Mot de passe de retrait',
      description:
        'Un second mot de passe, distinct de votre mot de passe de connexion, demandé à chaque retrait.',
      loadFailed: "Votre compte n'a pas pu être chargé",
      statusSet: 'Défini',
      statusNotSet: 'Non défini',
      setTitle: 'Définir votre mot de passe de retrait',
      changeTitle: 'Changer votre mot de passe de retrait',
      currentWithdrawal: 'Mot de passe de retrait actuel',
      loginPassword: 'Mot de passe de connexion',
      loginPasswordHint:
        "Confirmez qu'il s'agit bien de vous avec le mot de passe que vous utilisez pour vous connecter.",
      new: 'Nouveau mot de passe de retrait',
      confirmNew: 'Confirmer le mot de passe de retrait',
      rule: "6 à 64 caractères. N'utilisez pas votre mot de passe de connexion.",
      toggle: 'Afficher ou masquer le mot de passe',
      submitSet: 'Définir le mot de passe de retrait',
      submitChange: 'Changer le mot de passe de retrait',
      done: 'Modification effectuée',
      goWithdraw: 'Aller aux retraits',
      errors: {
        current: 'Saisissez le mot de passe actuel',
        rule: 'Utilisez 6 à 64 caractères',
      },
    },
  },
};
