import type { UiChatMessages } from '../groups.js';

/** Arabic UI strings, group 'chat'; see ../en/chat.ts for the source texts. */
export const uiArChat: UiChatMessages = {
  chat: {
    page: {
      title: 'خدمة العملاء',
      description: 'تحدّث مع فريق الدعم لدينا.',
    },
    panel: {
      label: 'محادثة مع خدمة العملاء',
    },
    greeting: {
      title: 'مرحبًا! كيف يمكننا مساعدتك؟',
      text: 'اكتب سؤالك أدناه وسيجيبك فريق الدعم هنا.',
    },
    log: {
      label: 'المحادثة مع خدمة العملاء',
      you: 'أنت',
      support: 'الدعم',
      supportNamed: 'الدعم · {{name}}',
      system: 'تنبيه',
      sentAt: 'أُرسلت في {{time}}',
    },
    status: {
      sending: 'جارٍ الإرسال…',
      uploading: 'جارٍ رفع الصورة…',
      waiting: 'في انتظار الاتصال: ستُرسل عند عودتك إلى الإنترنت',
      sent: 'أُرسلت',
      read: 'قرأها فريق الدعم',
      failed: 'لم تُرسل',
      retry: 'إعادة الإرسال',
      remove: 'إزالة',
    },
    connection: {
      reconnecting: 'جارٍ إعادة الاتصال… يمكنك متابعة الكتابة: ستُرسل رسائلك عند عودة الاتصال.',
    },
    typing: 'فريق الدعم يكتب…',
    assigned: 'أنت تتحدث مع {{name}}',
    composer: {
      label: 'الرسالة',
      placeholder: 'اكتب رسالة…',
      send: 'إرسال',
      attach: 'إرفاق صورة (PNG أو JPEG)',
      removeImage: 'إزالة الصورة {{name}}',
      counter: '{{count}} / {{max}}',
      counterLabel: '{{count}} من {{max}} حرف',
      hint: 'Enter للإرسال، وShift+Enter لسطر جديد.',
    },
    image: {
      mine: 'صورة أرسلتها',
      staff: 'صورة من فريق الدعم',
      loading: 'جارٍ تحميل الصورة…',
      failed: 'تعذّر تحميل الصورة.',
      open: 'فتح الصورة بالحجم الكامل',
    },
    errors: {
      tooLarge: 'الصورة أكبر من أن تُرسل.',
      wrongType: 'اختر صورة بصيغة PNG أو JPEG.',
      openFailed: 'تعذّر فتح المحادثة',
      openFailedDetail: 'تحقق من اتصالك وحاول مرة أخرى.',
    },
    hours: {
      away: 'فريقنا غير متاح الآن. سنعود {{time}}.',
      awayUnknown: 'فريقنا غير متاح الآن. سنرد فور عودتنا.',
      userEmail: 'ستُرسل الردود أيضًا إلى البريد الإلكتروني لحسابك.',
      visitorPrompt: 'اترك بريدك الإلكتروني ليصلك ردّنا.',
      emailLabel: 'بريدك الإلكتروني',
      emailSave: 'حفظ',
      emailSaved: 'سيصل ردّنا أيضًا إلى {{email}}.',
      emailInvalid: 'أدخل عنوان بريد إلكتروني صالحًا.',
    },
    close: {
      action: 'إنهاء المحادثة',
      title: 'هل تريد إنهاء هذه المحادثة؟',
      text: 'ستُغلق المحادثة. يمكنك تقييمها وبدء محادثة جديدة في أي وقت.',
      confirm: 'إنهاء المحادثة',
      closed: 'انتهت هذه المحادثة.',
      startNew: 'بدء محادثة جديدة',
    },
    rating: {
      title: 'كيف كانت خدمتنا؟',
      label: 'تقييمك',
      star_one: '{{count}} نجمة',
      star_other: '{{count}} نجوم',
      comment: 'تعليق (اختياري)',
      submit: 'إرسال التقييم',
      required: 'اختر من نجمة إلى 5 نجوم.',
      thanks: 'شكرًا على ملاحظاتك.',
      given: 'قيّمت هذه المحادثة بـ {{count}} من 5.',
    },
  },
};
