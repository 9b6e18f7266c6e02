import type { SettingTexts } from './en.js';

export const settingTextsKo: SettingTexts = {
  descriptions: {
    demoGrant: '신규 사용자가 가입할 때 데모 계정에 지급하는 USDT.',
    codeValidity: '이메일 또는 SMS로 보낸 인증 코드가 유효한 시간(분).',
    codeResend: '같은 주소로 다음 인증 코드를 보낼 수 있을 때까지의 시간(초).',
    codeMaxAttempts: '인증 코드가 무효가 되기 전까지 허용되는 잘못된 입력 횟수.',
    sessionDays: '사용자 로그인 세션이 유지되는 일수.',
    loginFreeFailures: '한 주소에서 이후 시도마다 대기해야 하기 전까지 허용되는 로그인 실패 횟수.',
    loginDelayBase: '무료 실패 횟수 이후 첫 대기 시간(밀리초). 실패할 때마다 두 배가 됩니다.',
    loginDelayMax: '한 주소의 로그인 시도 사이 최장 대기 시간(밀리초).',
    loginFailureWindow: '첫 실패 후 몇 분이 지나면 주소의 실패 횟수를 잊는지.',
    loginAccountFailures:
      '한 계정의 시간당 로그인 실패 수(모든 주소 합계). 이를 넘으면 각 주소는 첫 실패 후 차단됩니다.',
    loginAttemptsPerIp: '한 주소가 분당 할 수 있는 로그인 시도 횟수.',
    socketsPerAddress: '한 주소가 서버 프로세스 하나에 유지할 수 있는 실시간 연결 수.',
    socketsTotal: '서버 프로세스 하나가 유지할 수 있는 실시간 연결의 총수.',
    availabilityChecks: '한 주소가 분당 할 수 있는 사용자 이름·이메일 사용 가능 여부 확인 횟수.',
    twoFactorChallenge: '로그인 두 번째 단계(2단계 인증 코드)가 열려 있는 시간(분).',
    twoFactorAttempts: '로그인 두 번째 단계에서 시도할 수 있는 코드 수.',
    twoFactorEnrolment: '새 인증 앱을 확인해야 하는 시간(분). 지나면 설정을 다시 시작해야 합니다.',
    codeSendsPerIp: '한 주소가 시간당 요청할 수 있는 인증 코드 수.',
    externalSignInPerIp: '한 주소가 분당 시작할 수 있는 Google·지갑 로그인 횟수.',
    initialCreditPoints: '신규 사용자의 시작 신용 점수.',
    spotMakerFee: '현물 메이커 수수료(베이시스 포인트, 1bp = 0.01%).',
    spotTakerFee: '현물 테이커 수수료(베이시스 포인트, 1bp = 0.01%).',
    marginCommission: '포지션을 열 때 명목 금액에 부과하는 마진 수수료(베이시스 포인트).',
    exchangeSpread: '환전에 부과하는 스프레드(베이시스 포인트).',
    withdrawalFee: '출금액에 대한 출금 수수료(베이시스 포인트, 최소 수수료 이상).',
    stopOutLevel:
      '이 마진 레벨(자산 ÷ 사용 마진, %) 아래로 내려가면 손실이 큰 포지션부터 청산합니다.',
    minLots: '마진 주문의 최소 수량(랏).',
    maxLots: '마진 주문의 최대 수량(랏).',
    smartCommission:
      '스마트 플랜의 각 체결에 부과하는 수수료(거래 금액 대비 베이시스 포인트). 실거래와 백테스트에 모두 적용됩니다.',
    smartSlippage:
      '스마트 플랜의 각 체결에 스프레드와 별도로 부과하는 불리한 슬리피지(베이시스 포인트). 실거래와 백테스트에 모두 적용됩니다.',
    smartEnabled:
      '스마트 트레이딩 켜기(1) 또는 끄기(0). 끄면 아무도 플랜을 구매할 수 없으며("스마트 트레이딩이 활성화되지 않았습니다"), 운용 중인 플랜은 주기가 끝날 때까지 계속됩니다.',
    lotStep: '마진 주문 수량의 단위(랏).',
    maxQuoteAge:
      '시장이 열려 있을 때 거래에 쓸 수 있는 가장 오래된 가격(밀리초). 더 오래되면 시세 장애로 봅니다.',
    optionTimeframes: '옵션 기간: 초:지급률 %:최소 금액:최대 금액(USDT)을 쉼표로 구분.',
    optionSettleTickAge:
      '옵션 정산에 쓸 수 있는 만기 전 가장 오래된 가격(밀리초). 없으면 무효 처리하고 환불합니다.',
    mmLevels: '하우스 마켓 메이커가 양쪽에 제시하는 가격 단계 수.',
    mmStep: '마켓 메이커 첫 단계와 가격 사이, 그리고 단계 사이의 간격(베이시스 포인트).',
    mmLevelUsdt: '마켓 메이커가 각 단계에 제시하는 USDT 금액.',
    mmRequoteBp: '마켓 메이커가 호가를 다시 내는 가격 변동 폭(베이시스 포인트).',
    mmRequoteMs: '마켓 메이커가 어떤 경우에도 호가를 다시 내는 시간(밀리초).',
    mmInventory: '각 계정에서 마켓 메이커에게 한 번 지급하는 재고: 자산:수량을 쉼표로 구분.',
    uploadMaxBytes: '허용하는 최대 업로드 크기(바이트).',
    uploadMaxPixels: '허용하는 최대 이미지 크기(픽셀, 너비 × 높이).',
    uploadsPerHour: '사용자 한 명이 시간당 할 수 있는 업로드 횟수.',
    kycReviewHours: '사용자에게 KYC 심사를 약속하는 시간(시간).',
    depositMinimum: '{asset} 최소 입금액.',
    depositAddress:
      '{network} 네트워크의 플랫폼 {asset} 수신 주소. 비어 있으면 그곳으로는 입금을 받지 않습니다.',
    withdrawalMinFee: '{asset} 최소 출금 수수료.',
    depositMaximum: '{asset} 입금 신고 한 건이 신고할 수 있는 최대 금액.',
    downloadUrl: '앱 다운로드 웹 주소.',
    loanDailyRate: '{days}일 대출의 일일 이자율(소수로 입력: 0.0005 = 하루 0.05%).',
    loanInterestFreeDays: '대출 실행 후 이자가 전혀 부과되지 않는 일수.',
    loanOverdueMultiplier: '연체 일일 이자율은 대출의 일일 이자율에 이 값을 곱한 것입니다.',
    loanAmountPerPoint: '신용 포인트 1점당 빌릴 수 있는 USDT(한도 = 신용 포인트 × 이 값).',
    loanMinAmount: '최소 대출 금액(USDT).',
    loanOnTimePoints: '만기일까지 상환하면 얻는 신용 포인트.',
    loanOverduePoints: '대출이 연체되면 잃는 신용 포인트.',
    nftMinRaise:
      '최고 입찰가 대비 최소 인상폭(해당 입찰가에 대한 베이시스 포인트, 500 = 5%). 상품의 호가 단위가 더 크면 그 값이 적용됩니다.',
    nftExtendWindow:
      '경매 종료 전 이 초 이내에 입찰이 들어오면 종료 시각이 연장됩니다(스나이핑 방지).',
    feeLevels:
      'VIP 등급(0등급부터): 등급이 적용되는 실거래 계정의 30일 거래량(USDT), 사용자가 내는 거래 수수료 할인, 초대한 친구의 수수료 중 받는 몫. 둘 다 수수료의 베이시스 포인트(1000 = 10%).',
    chatBusinessHours:
      '상담원이 채팅에 응답하는 시간(UTC): 요일 0(일요일)~6과 시간, 예: 1-5 08:00-20:00; 비우면 항상.',
    chatSendsPerMinute:
      '한 사람(사용자 또는 방문자)이 채팅에서 1분에 보낼 수 있는 메시지 수; 초과하면 거부됩니다(429).',
    chatMailUnreadAfter:
      '고객이 이 초가 지나도록 읽지 않은 상담원 답변은 이메일로 보내집니다(알림 벨에도 표시).',
    nftExtendBy: '이러한 막판 입찰이 있으면 경매는 그 입찰로부터 이 초만큼 지난 뒤에 종료됩니다.',
  },
  rules: {
    integer: '{min}부터 {max}까지의 정수',
    amount: '{min}부터 {max}까지의 소수 금액',
    amountAbove: '{min}보다 크고 {max} 이하인 소수 금액',
    format: '{format} 형식',
    address: '유효한 {network} 주소 또는 빈 값',
    url: 'https:// 또는 http://로 시작하는 웹 주소',
  },
};
