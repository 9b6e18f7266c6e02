import type { ContentCatalogue } from './types.js';

/** The seeded pages in French; see en.ts for the source texts (same slugs, same order). */
export const contentFr: ContentCatalogue = [
  {
    slug: 'company.about',
    category: 'company',
    title: 'À propos de nous',
    body: "Meridian est une plateforme de trading et de services financiers open source : marchés en direct, trading sur marge et options, plateforme d'échange au comptant, plans de trading automatisés, prêts, marché de NFT caritatifs, dépôts, retraits et change de devises, en onze langues.\n\nChaque solde sur Meridian est calculé à partir d'un journal en partie double que la base de données vérifie elle-même, chaque prix provient du flux de données de marché enregistré, et les chiffres de notre page d'accueil sont calculés par la plateforme, et non saisis à la main.\n\nLe logiciel est développé de manière ouverte. Quiconque en exploite une instance est l'opérateur de ce service et en est responsable.",
  },
  {
    slug: 'company.contact',
    category: 'company',
    title: 'Nous contacter',
    body: "Le moyen le plus rapide de nous joindre est le service client en ligne de votre compte (l'icône en forme de casque). Nos équipes vous y répondent, et la conversation reste dans votre historique.\n\nPour toute question concernant un dépôt, un retrait ou un prêt, merci d'indiquer l'heure et le montant afin que nous puissions le retrouver rapidement. Nous ne vous demanderons jamais votre mot de passe ni votre mot de passe de retrait.",
  },
  {
    slug: 'policy.terms',
    category: 'policy',
    title: "Conditions d'utilisation",
    body: "En créant un compte, vous vous engagez à utiliser Meridian de manière licite, à garder secrets vos mots de passe de connexion et de retrait, et à fournir des informations exactes lors de la vérification de votre identité.\n\nChaque compte comprend un compte de démonstration doté d'argent virtuel pour vous entraîner, ainsi qu'un compte réel. L'argent de démonstration n'a aucune valeur et ne peut jamais être transféré vers le compte réel.\n\nLe trading, les options, les plans automatisés et les prêts comportent des risques ; lisez l'avertissement sur les risques avant de les utiliser. Nous pouvons suspendre un compte qui enfreint les présentes conditions ou la loi, et nous conservons les registres exigés par la loi.",
  },
  {
    slug: 'policy.privacy',
    category: 'policy',
    title: 'Politique de confidentialité',
    body: "Nous collectons les informations nécessaires à la gestion de votre compte : votre nom d'utilisateur, votre adresse e-mail ou votre numéro de téléphone, vos pièces d'identité lorsque vous vérifiez votre identité, ainsi que l'historique de vos transactions.\n\nLes mots de passe sont uniquement stockés sous forme de hachages irréversibles robustes. Les images des pièces d'identité sont réencodées afin d'en supprimer les métadonnées cachées, sont stockées en dehors du site web public et ne sont visibles que par vous et par les membres du personnel chargés de les examiner.\n\nNous ne vendons pas vos données. Vous pouvez demander au service client une copie de vos données, ou leur suppression lorsque la loi le permet.",
  },
  {
    slug: 'policy.cookies',
    category: 'policy',
    title: 'Politique relative aux cookies',
    body: "L'application web enregistre quelques paramètres dans votre navigateur : votre jeton de connexion, votre langue, le compte que vous utilisez (démonstration ou réel) et le fait que vous ayez vu ou non le tableau d'accueil au cours de cette session. Ils sont nécessaires au fonctionnement du site.\n\nNous n'utilisons aucun cookie publicitaire ni cookie de suivi tiers, et le site ne charge aucune police, image ou script provenant d'autres entreprises.",
  },
  {
    slug: 'statement.disclaimer',
    category: 'statement',
    title: 'Clause de non-responsabilité',
    body: 'Les informations publiées sur Meridian sont fournies à titre général et ne constituent pas un conseil en investissement. Les performances passées, y compris les résultats de backtests des plans de trading, ne garantissent pas les résultats futurs.\n\nLes prix affichés proviennent du flux de données de marché configuré. Dans la configuration par défaut, ce flux est simulé à des fins de démonstration, et le site le signale.',
  },
  {
    slug: 'statement.risk',
    category: 'statement',
    title: 'Avertissement sur les risques',
    body: "Les produits à effet de levier, comme le trading sur marge (CFDs), peuvent entraîner des pertes rapides. L'effet de levier multiplie les gains comme les pertes ; une position est clôturée automatiquement lorsque votre niveau de marge descend à 50 %.\n\nLes options fonctionnent selon le principe du tout ou rien : si le prix évolue dans le mauvais sens, vous perdez la totalité de votre mise. Les plans de trading automatisés peuvent perdre de l'argent ; leurs gains correspondent à ce que la stratégie a réellement produit, jamais à un taux promis. Les prêts doivent être remboursés avec intérêts.\n\nNe tradez qu'avec de l'argent que vous pouvez vous permettre de perdre, et entraînez-vous d'abord avec le compte de démonstration.",
  },
  {
    slug: 'statement.advertising',
    category: 'statement',
    title: 'Publicité',
    body: "Les chiffres présentés sur nos pages, tels que le volume de transactions, le nombre d'instruments cotés et le nombre d'utilisateurs inscrits, sont calculés en temps réel à partir de la plateforme. La mention tarifaire « moins de 0,3 % » est vérifiée par rapport aux frais configurés.\n\nNous ne payons pas pour obtenir des avis et ne promettons aucun rendement.",
  },
  {
    slug: 'statement.licence',
    category: 'statement',
    title: 'Licence et supervision',
    body: "Meridian est un logiciel open source. Il ne détient aucune licence en lui-même : l'opérateur de chaque instance doit obtenir les licences et enregistrements requis là où il propose ses services, et doit les mentionner ici.\n\nCette instance n'a publié aucune licence. N'utilisez ses fonctionnalités en argent réel que si vous savez qui l'exploite et sous quelle supervision.",
  },
  {
    slug: 'notice.welcome',
    category: 'notice',
    title: 'Bienvenue sur Meridian',
    body: "Chaque nouveau compte démarre avec un compte de démonstration doté de 100 000 USDT d'argent virtuel. Vous pouvez passer du compte de démonstration au compte réel à tout moment depuis la page de votre compte.",
  },
  {
    slug: 'notice.maintenance',
    category: 'notice',
    title: 'Horaires de trading',
    body: "Les marchés des cryptomonnaies sont ouverts en continu. Le forex, les actions, les ETF, les métaux et les contrats à terme suivent les séances hebdomadaires de leurs marchés ; en dehors de celles-ci, l'instrument affiche « négociation actuellement indisponible ».",
  },
  {
    slug: 'faq.demo',
    category: 'faq',
    title: "Qu'est-ce que le compte de démonstration ?",
    body: "Un compte d'entraînement doté d'argent virtuel (100 000 USDT au départ). Il fonctionne comme le compte réel pour le trading sur marge, les options et le trading au comptant, mais son argent n'a aucune valeur et ne peut être ni retiré ni transféré vers le compte réel. Vous pouvez le réinitialiser depuis votre compte.",
  },
  {
    slug: 'faq.deposit',
    category: 'faq',
    title: 'Comment effectuer un dépôt ?',
    body: "Passez au compte réel, ouvrez « Dépôt », choisissez la cryptomonnaie et le réseau, puis envoyez les fonds à l'adresse indiquée. Saisissez ensuite le montant, le hash de la transaction et ses 6 derniers chiffres, puis téléversez un justificatif. Nos équipes l'examinent et votre solde est crédité une fois le dépôt approuvé. Minimums : USDT 120, BTC 0,015, ETH 0,2.",
  },
  {
    slug: 'faq.withdraw',
    category: 'faq',
    title: 'Comment effectuer un retrait ?',
    body: "Vérifiez d'abord votre identité et définissez un mot de passe de retrait. Choisissez ensuite une adresse crypto ou un compte bancaire. Les frais et le montant que vous recevrez sont affichés avant votre confirmation ; le montant est bloqué jusqu'à ce que nos équipes procèdent au paiement, ou débloqué avec un motif si le retrait est refusé.",
  },
  {
    slug: 'faq.fees',
    category: 'faq',
    title: 'Quels sont les frais ?',
    body: "Trading au comptant : 0,08 % pour les ordres placés dans le carnet (maker) et 0,10 % pour les ordres exécutés immédiatement (taker). Trading sur marge : le spread de l'instrument plus une commission de 0,05 %. Change de devises : un spread de 0,2 %. Retraits : 1 %, avec un minimum par actif. Tous les frais sont affichés avant votre confirmation.",
  },
  {
    slug: 'faq.security',
    category: 'faq',
    title: 'Comment mon compte est-il protégé ?',
    body: 'Les mots de passe sont stockés sous forme de hachages robustes, les tentatives de connexion sont limitées, et chaque session peut être fermée en vous déconnectant ou en changeant votre mot de passe. Les retraits nécessitent un mot de passe de retrait distinct. Chaque variation de solde est enregistrée dans un journal que le système vérifie en permanence.',
  },
  {
    slug: 'faq.prices',
    category: 'faq',
    title: "D'où viennent les prix ?",
    body: "Du flux de données de marché configuré par l'opérateur. Chaque exécution, règlement et valorisation utilise un prix enregistré ; personne, pas même le personnel, ne peut choisir l'issue d'une transaction.",
  },
  {
    slug: 'introduction.main',
    category: 'introduction',
    title: 'Présentation de Meridian',
    body: "Marchés : suivez en direct les prix des cryptomonnaies, du forex, des actions, des ETF, des métaux et des contrats à terme, avec des graphiques allant d'une minute à un jour.\n\nTrading : prenez des positions longues ou courtes avec effet de levier, achetez des options à la hausse ou à la baisse, ou échangez des cryptomonnaies dans un véritable carnet d'ordres.\n\nTrading intelligent : des plans automatisés qui négocient sur un marché pour vous et présentent leurs performances passées issues de backtests.\n\nLes prêts, les dépôts, les retraits et le change de devises complètent le compte, et un marché de NFT caritatifs reverse l'intégralité de chaque vente à une association caritative pour les enfants.\n\nCommencez avec le compte de démonstration : il est doté d'argent virtuel pour vous entraîner.",
  },
];
