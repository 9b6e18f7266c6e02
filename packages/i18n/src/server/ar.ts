import type { ServerMessages } from './en.js';

/** Server messages in Arabic (Modern Standard Arabic); see en.ts for the source texts and placeholder rules. */
export const ar: ServerMessages = {
  '200': 'تمت العملية بنجاح',
  '400': 'طلب غير صالح',
  '401': 'يُرجى تسجيل الدخول مرة أخرى',
  '403': 'ليست لديك صلاحية لتنفيذ هذا الإجراء',
  '404': 'غير موجود',
  '409': 'يتعارض هذا الطلب مع الحالة الحالية؛ يُرجى تحديث الصفحة والمحاولة مرة أخرى',
  '413': 'حجم الطلب كبير جدًا (الحد الأقصى: {limit})',
  '422': 'سبق استخدام مفتاح الطلب هذا لطلب مختلف',
  '429': 'عدد كبير جدًا من المحاولات؛ يُرجى المحاولة مرة أخرى بعد {seconds} ثانية',
  '460':
    'يُرجى التبديل إلى الحساب الحقيقي لإجراء هذه العملية؛ لا يمكن للحسابات التجريبية استخدام هذه الميزة',
  '461':
    'إعداد غير منطقي لوقف الخسارة/جني الأرباح: يجب أن يكون وقف الخسارة أدنى من السعر في أوامر الشراء وأعلى منه في أوامر البيع، والعكس بالنسبة إلى جني الأرباح',
  '462': 'يجب أن يكون السعر مضاعفًا صحيحًا لـ {step}',
  '463': 'يجب أن تكون الكمية مضاعفًا صحيحًا لـ {step} وألا تقل عن {step}',
  '464': 'كان أمر الإضافة فقط سيُنفَّذ فورًا، لذلك لم يُوضع',
  '465': 'صيغة الصورة غير صحيحة؛ يُرجى تحميل صورة بصيغة JPG أو JPEG 2000 أو PNG',
  '466': 'لا يمكن أن يتجاوز حجم الصورة {limit}',
  '467': 'الصورة كبيرة جدًا: الحد الأقصى {limit}',
  '468': 'يُرجى تحميل الصور أو المستندات الثبوتية المطلوبة',
  '469': 'لم يتم التوقيع؛ يُرجى التوقيع داخل المربع',
  '470': 'تعذّر التحقق من تسجيل الدخول؛ يُرجى المحاولة مرة أخرى',
  '471': 'الحد الأدنى للإيداع بعملة {coin} هو {minimum}',
  '472': 'لا يمكن مبادلة العملة بالعملة نفسها',
  '473': 'يُرجى تعيين كلمة مرور السحب أولًا',
  '474': 'هذا العنوان غير صالح لشبكة {network}',
  '475': 'الحد الأدنى لسحب {asset} هو {minimum}',
  '476': 'رمز المصادقة الثنائية غير صحيح أو سبق استخدامه',
  '477': 'سبق تقديم طلب إيداع بتجزئة المعاملة (hash) هذه',
  '478': 'لا يتوفر حاليًا سعر مباشر لهذه المبادلة؛ يُرجى المحاولة مرة أخرى بعد قليل',
  '500': 'خطأ غير معروف',
  '503': 'الخدمة غير متاحة مؤقتًا؛ يُرجى المحاولة مرة أخرى بعد قليل',
  '10001': 'يُرجى إدخال اسم المستخدم أو البريد الإلكتروني',
  '10002': 'عنوان البريد الإلكتروني غير صالح',
  '10003': 'خطأ في إدخال اسم المستخدم',
  '10004': 'كلمة المرور غير صحيحة',
  '10005': 'حالة المستخدم غير طبيعية',
  '10006': 'اسم المستخدم هذا موجود بالفعل',
  '10007': 'البريد الإلكتروني أو رقم الهاتف هذا مسجّل بالفعل',
  '10008': 'حالة المستخدم غير صحيحة',
  '10009': 'لا يوجد مستخدم مطابق',
  '10010': 'منتج التداول الذكي (المستشار الخبير) غير صحيح',
  '10011': 'الرصيد غير كافٍ؛ يُرجى إيداع الأموال أو تحرير مبلغ الضمان قبل الشراء',
  '10012': 'لا يوجد عدد أيام مطابق',
  '10013': 'مبلغ الاستثمار غير صحيح',
  '10014': 'منتج الخيارات غير صحيح',
  '10015': 'التداول غير متاح حاليًا',
  '10016': 'مبلغ الشراء غير صحيح',
  '10017': 'لا توجد مدة مطابقة',
  '10018': 'تعذّر الحصول على معلمات النظام',
  '10019': 'حالة المصادقة غير صحيحة',
  '10020': 'حالة المجموعة غير صحيحة',
  '10021': 'لم يتم إدخال عنوان الاستلام',
  '10022': 'لم يُكمل المستخدم التحقق من الهوية',
  '10023': 'مدة القرض غير صحيحة',
  '10024': 'لقد اشتريت هذا المنتج بالفعل',
  '10025': 'يُرجى اختيار طريقة السحب',
  '10089': 'يُرجى عدم الإرسال بشكل متكرر؛ انتظر {seconds} ثانية',
  '10090': 'يُرجى إرسال رمز التحقق أولًا',
  '10091': 'رمز التحقق غير صحيح',
  '10092': 'الرصيد غير كافٍ',
  '10093': 'كلمة مرور السحب غير صحيحة',
  '20001': 'تم الإرسال للمراجعة',
  '20002': 'تمت إضافة طلب الإيداع وإرساله للمراجعة',
  '20003': 'تمت إضافة طلب السحب وإرساله للمراجعة',
  '20004': 'تمت عملية الشراء بنجاح',
  '20005': 'تم التغيير بنجاح',
  'mail.code.subject': 'رمز التحقق الخاص بك من Meridian',
  'mail.code.body':
    'رمز التحقق الخاص بك هو {code}، وهو صالح لمدة {minutes} دقيقة. إذا لم تطلب هذا الرمز، فيُرجى تجاهل هذه الرسالة.',
  'sms.code.body': 'رمز Meridian: {code} (صالح لمدة {minutes} دقيقة)',
  'notification.welcome.title': 'مرحبًا بك في Meridian',
  'notification.welcome.body':
    'يحتوي حسابك التجريبي على {amount} USDT من الأموال الافتراضية للتدرّب على التداول.',
  'notification.demoReset.title': 'تمت إعادة تعيين الحساب التجريبي',
  'notification.demoReset.body': 'تمت إعادة تعيين حسابك التجريبي إلى {amount} USDT.',
  'notification.passwordChanged.title': 'تم تغيير كلمة المرور',
  'notification.passwordChanged.body':
    'تم تغيير كلمة مرور تسجيل الدخول الخاصة بك. إذا لم تقم بهذا التغيير، فتواصل مع فريق الدعم فورًا.',
  'notification.orderFilled.title': 'تم تنفيذ الأمر',
  'notification.orderFilled.body':
    'تم تنفيذ أمرك المعلّق على {code} بحجم {lots} لوت وفتح المركز عند السعر {price}.',
  'notification.orderCancelled.title': 'تم إلغاء الأمر المعلّق',
  'notification.orderCancelled.body':
    'تعذّر فتح أمرك المعلّق على {code} بحجم {lots} لوت عند السعر {price} بسبب عدم كفاية الهامش الحر. وقد تم تحرير الهامش المحجوز.',
  'notification.stopLoss.title': 'تم تفعيل وقف الخسارة',
  'notification.stopLoss.body':
    'تم إغلاق مركزك على {code} بحجم {lots} لوت عند السعر {price}. الربح/الخسارة: {profit} USDT.',
  'notification.takeProfit.title': 'تم بلوغ مستوى جني الأرباح',
  'notification.takeProfit.body':
    'تم إغلاق مركزك على {code} بحجم {lots} لوت عند السعر {price}. الربح/الخسارة: {profit} USDT.',
  'notification.stopOut.title': 'الإغلاق القسري (Stop-Out): تم إغلاق المركز',
  'notification.stopOut.body':
    'انخفض مستوى الهامش لديك إلى ما دون {level}%، لذا تم إغلاق مركزك على {code} بحجم {lots} لوت عند السعر {price}. الربح/الخسارة: {profit} USDT.',
  'notification.optionWon.title': 'انتهى الخيار بربح',
  'notification.optionWon.body':
    'أُغلق خيارك على {code} عند السعر {price} مقابل سعر تنفيذ قدره {strike}، وقد دُفع لك مبلغ {returned} USDT.',
  'notification.optionLost.title': 'انتهى الخيار بخسارة',
  'notification.optionLost.body':
    'أُغلق خيارك على {code} عند السعر {price} مقابل سعر تنفيذ قدره {strike}، وقد خسرت مبلغ الاستثمار البالغ {stake} USDT.',
  'notification.optionDraw.title': 'انتهى الخيار عند سعر التنفيذ',
  'notification.optionDraw.body':
    'أُغلق خيارك على {code} عند سعر التنفيذ {strike}، وقد تم ردّ مبلغ الاستثمار البالغ {stake} USDT.',
  'notification.smartSettled.title': 'تمت تسوية الخطة الذكية',
  'notification.smartSettled.body':
    'اليوم {day} من خطتك {product}: تغيّرت قيمتها بمقدار {change} USDT، وقد دُفع لك مبلغ {paid} USDT (حصة المنصة {platform} USDT).',
  'notification.smartEnded.title': 'انتهت الخطة الذكية',
  'notification.smartEnded.body':
    'انتهت خطتك {product} لمدة {days} يومًا، وأُعيد مبلغ {returned} USDT إلى رصيدك؛ إجمالي العائد {revenue} USDT.',
  'notification.smartExited.title': 'أُنهيت الخطة الذكية مبكرًا',
  'notification.smartExited.body':
    'تم إنهاء خطتك {product} مبكرًا. خُصم تعويض الإنهاء المبكر البالغ {damages} USDT وأُعيد مبلغ {returned} USDT إلى رصيدك؛ إجمالي العائد {revenue} USDT.',
  'notification.optionVoid.title': 'تم ردّ مبلغ الخيار',
  'notification.optionVoid.body':
    'لم يُسجَّل أي سعر لـ {code} عند انتهاء صلاحية خيارك، لذا تم ردّ مبلغ الاستثمار البالغ {stake} USDT.',
  'validation.required': 'الحقل {field} مطلوب',
  'validation.invalid': 'قيمة الحقل {field} غير صالحة',
  'validation.passwordRule': 'يجب أن تتكون كلمة المرور من 8 إلى 64 حرفًا وأن تتضمن أحرفًا وأرقامًا',
  'validation.withdrawalPasswordRule': 'يجب أن تتكون كلمة مرور السحب من 6 إلى 64 حرفًا',
  'validation.passwordsDiffer': 'كلمتا المرور غير متطابقتين',
  'validation.staffPasswordRule': 'يجب ألا تقل كلمة مرور الموظف عن 10 أحرف',
  'validation.inviteCodeUnknown': 'لا يوجد حساب يحمل رمز الدعوة هذا',
  'notification.kycVerified.title': 'تم التحقق من الهوية',
  'notification.kycVerified.body':
    'تمت الموافقة على التحقق من هويتك. يمكنك الآن استخدام الإيداع والسحب والقروض.',
  'notification.kycFailed.title': 'فشل التحقق من الهوية',
  'notification.kycFailed.body':
    'لم تتم الموافقة على التحقق من هويتك: {reason}. يمكنك تصحيح البيانات وإعادة التقديم.',
  'notification.depositApproved.title': 'تمت إضافة الإيداع إلى حسابك',
  'notification.depositApproved.body':
    'تمت الموافقة على إيداعك البالغ {amount} {asset} وإضافته إلى حسابك الحقيقي.',
  'notification.depositRejected.title': 'تم رفض الإيداع',
  'notification.depositRejected.body': 'تم رفض إيداعك البالغ {amount} {asset}: {reason}.',
  'notification.withdrawalApproved.title': 'تم تنفيذ السحب',
  'notification.withdrawalApproved.body':
    'تمت الموافقة على سحبك البالغ {amount} {asset}، وتم إرسال {received} {asset}.',
  'notification.withdrawalPasswordSet.title': 'تم تعيين كلمة مرور السحب',
  'notification.withdrawalPasswordSet.body':
    'تم تعيين كلمة مرور للسحب في حسابك. إذا لم تكن أنت من فعل ذلك، فتواصل مع الدعم فورًا.',
  'notification.withdrawalPasswordChanged.title': 'تم تغيير كلمة مرور السحب',
  'notification.withdrawalPasswordChanged.body':
    'تم تغيير كلمة مرور السحب الخاصة بك. إذا لم تكن أنت من فعل ذلك، فتواصل مع الدعم فورًا.',
  'notification.withdrawalRejected.title': 'تم رفض السحب',
  'notification.withdrawalRejected.body':
    'تم رفض سحبك البالغ {amount} {asset}: {reason}. وقد أُعيد المبلغ إلى رصيدك المتاح.',
  '479': 'تسجيل الدخول بخطوتين مفعّل: أدخل الرمز من تطبيق المصادقة',
  '480': 'تسجيل الدخول بخطوتين مفعّل بالفعل',
  '481': 'تسجيل الدخول بخطوتين غير مفعّل، أو انتهت صلاحية إعداده؛ ابدأ من جديد',
  'notification.newDeviceSignIn.title': 'تسجيل دخول جديد إلى حسابك',
  'notification.newDeviceSignIn.body':
    'تم تسجيل الدخول إلى حسابك من جهاز جديد: {device}، العنوان {ip}. إن لم تكن أنت، فغيّر كلمة المرور وأنهِ تلك الجلسة من قسم الأمان.',
  'notification.twoFactorEnabled.title': 'تم تفعيل تسجيل الدخول بخطوتين',
  'notification.twoFactorEnabled.body':
    'تم تفعيل تسجيل الدخول بخطوتين لحسابك. احتفظ برموز الاسترداد في مكان آمن.',
  'notification.twoFactorDisabled.title': 'تم إيقاف تسجيل الدخول بخطوتين',
  'notification.twoFactorDisabled.body':
    'تم إيقاف تسجيل الدخول بخطوتين لحسابك. إن لم تكن أنت، فتواصل مع الدعم فورًا.',
  'mail.newDevice.subject': 'تسجيل دخول جديد إلى حسابك في Meridian',
  'mail.newDevice.body':
    'تم تسجيل الدخول إلى حسابك في Meridian في {time} من جهاز جديد: {device}، العنوان {ip}. إن كنت أنت، فلا حاجة لأي إجراء. وإلا فغيّر كلمة المرور فورًا وأنهِ تلك الجلسة من الحساب > الأمان.',
  '482': 'الحد الأقصى الذي يمكن الإبلاغ عنه في إيداع واحد هو {maximum} {coin}',
  '483': 'طريقة تسجيل الدخول هذه غير مفعّلة على هذه المنصة',
  '484': 'التداول الذكي غير مفعّل',
  '485': 'تغيّرت مبالغ الخروج المبكر؛ يُرجى مراجعة العرض الجديد والتأكيد مرة أخرى',
  '486': 'لم تعد هذه الخطة قيد التشغيل',
  '487': 'تغيّرت أسعار فائدة القرض منذ عرضها عليك؛ يُرجى مراجعة العرض الجديد والتوقيع مرة أخرى',
  '488': 'أصبح المبلغ المستحق {amount} USDT؛ يُرجى مراجعته والتأكيد مرة أخرى',
  '489': 'هذا القرض ليس قيد السداد (فهو قيد المراجعة أو مرفوض أو مسدَّد بالفعل)',
  '490': 'سدّد قرضك المتأخر قبل أن تقترض مجددًا',
  '491': 'أدخل مبلغًا من {min} إلى {limit} USDT',
  'notification.loanApproved.title': 'تمت الموافقة على القرض',
  'notification.loanApproved.body':
    'تمت الموافقة على قرضك رقم {id}، وأُودع مبلغ {amount} USDT في حسابك الحقيقي. يُرجى سداده في موعد أقصاه {date} (UTC).',
  'notification.loanRejected.title': 'لم تتم الموافقة على القرض',
  'notification.loanRejected.body':
    'لم تتم الموافقة على طلب القرض رقم {id}: {reason}. لم يُصرف أي مبلغ، ولا يترتب عليك أي دين.',
  'notification.loanRepaid.title': 'تم سداد القرض',
  'notification.loanRepaid.body':
    'تم سداد القرض رقم {id}: خُصم مبلغ {amount} USDT من رصيدك المتاح. شكرًا لك.',
  'notification.loanOverdue.title': 'القرض متأخر السداد',
  'notification.loanOverdue.body':
    'لم يُسدَّد القرض رقم {id} في تاريخ استحقاقه ولم يكن رصيدك كافيًا لتغطيته. ومن الآن يُحتسب كل يوم بسعر التأخر البالغ {rate}% ({daily} USDT يوميًا) حتى تسدّده، وقد انخفضت نقاط الائتمان الخاصة بك إلى {points}.',
  'notification.loanDueSoon.title': 'يستحق القرض بعد 3 أيام',
  'notification.loanDueSoon.body':
    'يستحق القرض رقم {id} في {date} (UTC): {amount} USDT إذا سدّدته اليوم. احتفظ بهذا المبلغ متاحًا وسيُسدَّد القرض تلقائيًا في تاريخ الاستحقاق.',
  'notification.loanDueTomorrow.title': 'يستحق القرض غدًا',
  'notification.loanDueTomorrow.body':
    'يستحق القرض رقم {id} غدًا، {date} (UTC): {amount} USDT إذا سدّدته اليوم. احتفظ بهذا المبلغ متاحًا وسيُسدَّد القرض تلقائيًا في تاريخ الاستحقاق.',
  'notification.loanDueToday.title': 'يستحق القرض اليوم',
  'notification.loanDueToday.body':
    'يستحق القرض رقم {id} اليوم، {date} (UTC): {amount} USDT. احتفظ بهذا المبلغ متاحًا في حسابك الحقيقي وسيُسدَّد القرض تلقائيًا؛ وإلا فستبدأ فائدة التأخير بالاحتساب.',
  'notification.loanOverdueReminder.title': 'القرض متأخر السداد: اليوم {days}',
  'notification.loanOverdueReminder.body':
    'القرض رقم {id} متأخر السداد منذ {date} (UTC). يكلّفك سداده اليوم {amount} USDT، وكل يوم إضافي يضيف فائدة تأخير.',
  '492': 'يجب ألا تقل مزايدتك عن {minimum} USDT',
  '493': 'أصبح سعر الشراء الفوري الآن {price} USDT؛ راجعه مرة أخرى قبل الشراء',
  'notification.nftOutbid.title': 'تم تجاوز مزايدتك',
  'notification.nftOutbid.body':
    'قدّم أحدهم مزايدة بمبلغ {amount} USDT على «{title}». وأُعيدت مزايدتك البالغة {returned} USDT إلى رصيدك المتاح.',
  'notification.nftWon.title': 'لقد فزت بالمزاد',
  'notification.nftWon.body':
    'فزت بـ«{title}» مقابل {amount} USDT. ذهب المبلغ كاملًا إلى الجمعية الخيرية، والعنصر موجود الآن في قسم رموز NFT الخاصة بي. شكرًا لك!',
  'notification.nftAuctionEnded.title': 'انتهى المزاد',
  'notification.nftAuctionEnded.body':
    'انتهى المزاد على «{title}» عند {amount} USDT وفاز به مزايد آخر. وقد أُفرج عن أموالك عندما تم تجاوز مزايدتك.',
  'notification.nftReserveNotMet.title': 'انتهى المزاد دون بلوغ السعر الاحتياطي',
  'notification.nftReserveNotMet.body':
    'انتهى المزاد على «{title}» دون بلوغ سعره الاحتياطي، لذا لم يفز به أحد. وأُعيدت مزايدتك البالغة {returned} USDT إلى رصيدك المتاح.',
  'notification.nftBought.title': 'اكتملت عملية الشراء',
  'notification.nftBought.body':
    'اشتريت «{title}» مقابل {amount} USDT، وذهب المبلغ كاملًا إلى الجمعية الخيرية. العنصر موجود في قسم رموز NFT الخاصة بي.',
  'notification.nftSoldToBuyer.title': 'تم البيع بسعر الشراء الفوري',
  'notification.nftSoldToBuyer.body':
    'اشترى أحدهم «{title}» بسعر الشراء الفوري قبل أن تبلغ مزايدتك السعر الاحتياطي. وأُعيدت مزايدتك البالغة {returned} USDT إلى رصيدك المتاح.',
  'notification.chatReply.title': 'رد جديد من خدمة العملاء',
  'notification.chatReply.body': 'ردّ فريقنا على محادثتك: «{preview}»',
  'chat.mail.replySubject': 'رد من خدمة عملاء Meridian',
  'chat.mail.replyBody':
    'ردّ فريقنا على محادثتك:\n\n{messages}\n\nيمكنك الرد أو متابعة المحادثة من هنا: {link}',
  'chat.mail.transcriptSubject': 'محادثتك مع خدمة عملاء Meridian',
  'chat.mail.transcriptBody':
    'شكرًا لتواصلك معنا. إليك نص محادثتك (الأوقات بتوقيت UTC):\n\n{transcript}\n\nتابع المحادثة من هنا: {link}',
  'chat.sender.you': 'أنت',
  'chat.sender.staff': 'خدمة العملاء',
  'chat.image': '[صورة]',
  'chat.canned.greeting.title': 'تحية',
  'chat.canned.greeting.text': 'مرحبًا، شكرًا لتواصلك مع Meridian. كيف يمكنني مساعدتك اليوم؟',
  'chat.canned.checking.title': 'جارٍ التحقق',
  'chat.canned.checking.text': 'شكرًا لك. دعني أتحقق من ذلك من أجلك؛ لن يستغرق الأمر سوى لحظة.',
  'chat.canned.kycReview.title': 'التحقق من الهوية قيد المراجعة',
  'chat.canned.kycReview.text':
    'طلب التحقق من هويتك لدى فريق الامتثال لدينا الآن. تكتمل المراجعة عادةً خلال يوم عمل واحد، وسيصلك إشعار فور اتخاذ القرار.',
  'chat.canned.depositReview.title': 'الإيداع قيد المراجعة',
  'chat.canned.depositReview.text':
    'يجري التحقق من إيداعك على سلسلة الكتل. وبمجرد تأكيده، سيُضاف إلى حسابك الحقيقي وسيصلك إشعار بذلك.',
  'chat.canned.withdrawalReview.title': 'السحب قيد المراجعة',
  'chat.canned.withdrawalReview.text':
    'طلب السحب الخاص بك بانتظار المراجعة. وفي أثناء ذلك يبقى المبلغ محجوزًا في حسابك؛ وإذا رُفض الطلب، فسيُعاد المبلغ بالكامل إلى رصيدك المتاح.',
  'chat.canned.closing.title': 'الختام',
  'chat.canned.closing.text':
    'هل هناك أي شيء آخر يمكنني مساعدتك فيه؟ إن لم يكن، فسأغلق هذه المحادثة، ويمكنك تقييمها بعد ذلك.',
};
