import type { ServerMessages } from './en.js';

/** Server messages in Korean; see en.ts for the source texts and placeholder rules. */
export const ko: ServerMessages = {
  '200': '성공했습니다',
  '400': '잘못된 요청입니다',
  '401': '다시 로그인해 주세요',
  '403': '이 작업을 수행할 권한이 없습니다',
  '404': '찾을 수 없습니다',
  '409': '현재 상태와 충돌하는 요청입니다. 새로고침한 후 다시 시도해 주세요',
  '413': '요청 크기가 너무 큽니다(한도: {limit})',
  '422': '이 요청 키는 이미 다른 요청에 사용되었습니다',
  '429': '시도 횟수가 너무 많습니다. {seconds}초 후에 다시 시도해 주세요',
  '460': '이 작업을 하려면 실전 계좌로 전환해 주세요. 모의 계좌에서는 이 기능을 사용할 수 없습니다',
  '461':
    '손절·익절 설정이 올바르지 않습니다. 손절가는 매수 시 가격보다 낮게, 매도 시 가격보다 높게 설정해야 하며 익절가는 그 반대로 설정해야 합니다',
  '462': '가격은 {step}의 정수배여야 합니다',
  '463': '수량은 {step}의 정수배이며 {step} 이상이어야 합니다',
  '464': '포스트 온리 주문이 즉시 체결되므로 주문하지 않았습니다',
  '465': '이미지 형식이 올바르지 않습니다. JPG, JPEG 2000 또는 PNG 이미지를 업로드해 주세요',
  '466': '이미지 크기는 {limit}을(를) 초과할 수 없습니다',
  '467': '이미지가 너무 큽니다(최대: {limit})',
  '468': '필요한 이미지 또는 증빙 자료를 업로드해 주세요',
  '469': '서명되지 않았습니다. 서명란에 서명해 주세요',
  '470': '로그인을 확인할 수 없습니다. 다시 시도해 주세요',
  '471': '{coin}의 최소 입금액은 {minimum}입니다',
  '472': '같은 통화끼리는 환전할 수 없습니다',
  '473': '먼저 출금 비밀번호를 설정해 주세요',
  '474': '{network} 네트워크에서 유효하지 않은 주소입니다',
  '475': '{asset}의 최소 출금액은 {minimum}입니다',
  '476': '2단계 인증 코드가 올바르지 않거나 이미 사용되었습니다',
  '477': '이 트랜잭션 해시로 이미 입금 신청이 접수되었습니다',
  '478': '현재 이 환전의 실시간 시세를 확인할 수 없습니다. 잠시 후 다시 시도해 주세요',
  '500': '알 수 없는 오류가 발생했습니다',
  '503': '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요',
  '10001': '아이디 또는 이메일을 입력해 주세요',
  '10002': '유효하지 않은 이메일 주소입니다',
  '10003': '아이디를 잘못 입력했습니다',
  '10004': '비밀번호가 올바르지 않습니다',
  '10005': '비정상적인 사용자 상태입니다',
  '10006': '이미 사용 중인 아이디입니다',
  '10007': '이미 가입된 이메일 또는 전화번호입니다',
  '10008': '사용자 상태가 올바르지 않습니다',
  '10009': '일치하는 사용자가 없습니다',
  '10010': '스마트 트레이딩(엑스퍼트 어드바이저) 상품이 올바르지 않습니다',
  '10011': '잔액이 부족합니다. 충전하거나 보증금을 해제한 후 구매해 주세요',
  '10012': '일치하는 일수가 없습니다',
  '10013': '투자 금액이 올바르지 않습니다',
  '10014': '옵션 상품이 올바르지 않습니다',
  '10015': '현재 거래할 수 없습니다',
  '10016': '구매 금액이 올바르지 않습니다',
  '10017': '일치하는 기간이 없습니다',
  '10018': '시스템 매개변수를 불러오지 못했습니다',
  '10019': '인증 상태가 올바르지 않습니다',
  '10020': '컬렉션 상태가 올바르지 않습니다',
  '10021': '받는 주소가 입력되지 않았습니다',
  '10022': '실명 인증을 완료하지 않은 사용자입니다',
  '10023': '대출 기간이 올바르지 않습니다',
  '10024': '이미 구매한 상품입니다',
  '10025': '출금 방법을 선택해 주세요',
  '10089': '반복해서 전송할 수 없습니다. {seconds}초 후에 다시 시도해 주세요',
  '10090': '먼저 인증번호를 발송해 주세요',
  '10091': '인증번호가 올바르지 않습니다',
  '10092': '잔액이 부족합니다',
  '10093': '출금 비밀번호가 올바르지 않습니다',
  '20001': '심사 요청이 접수되었습니다',
  '20002': '충전 신청이 접수되어 심사가 요청되었습니다',
  '20003': '출금 신청이 접수되어 심사가 요청되었습니다',
  '20004': '구매가 완료되었습니다',
  '20005': '변경되었습니다',
  'mail.code.subject': 'Meridian 인증번호 안내',
  'mail.code.body':
    '인증번호는 {code}입니다. {minutes}분 동안 유효합니다. 본인이 요청하지 않았다면 이 메시지를 무시해 주세요.',
  'sms.code.body': '[Meridian] 인증번호: {code} ({minutes}분간 유효)',
  'notification.welcome.title': 'Meridian에 오신 것을 환영합니다',
  'notification.welcome.body':
    '회원님의 모의 계좌에 연습용 가상 자금 {amount} USDT가 준비되어 있습니다.',
  'notification.demoReset.title': '모의 계좌 초기화 완료',
  'notification.demoReset.body': '모의 계좌가 {amount} USDT로 초기화되었습니다.',
  'notification.passwordChanged.title': '비밀번호 변경 완료',
  'notification.passwordChanged.body':
    '로그인 비밀번호가 변경되었습니다. 본인이 변경하지 않았다면 즉시 고객센터에 문의해 주세요.',
  'notification.orderFilled.title': '주문 체결 완료',
  'notification.orderFilled.body':
    '{code} 대기 주문({lots}로트)이 {price}에 체결되어 포지션이 진입되었습니다.',
  'notification.orderCancelled.title': '대기 주문 취소',
  'notification.orderCancelled.body':
    '가용 증거금이 부족하여 {code} 대기 주문({lots}로트)을 {price}에 체결하지 못했습니다. 묶여 있던 증거금은 해제되었습니다.',
  'notification.stopLoss.title': '손절 발동',
  'notification.stopLoss.body':
    '{code} 포지션({lots}로트)이 {price}에 청산되었습니다. 손익: {profit} USDT',
  'notification.takeProfit.title': '익절가 도달',
  'notification.takeProfit.body':
    '{code} 포지션({lots}로트)이 {price}에 청산되었습니다. 손익: {profit} USDT',
  'notification.stopOut.title': '강제 청산: 포지션 청산 완료',
  'notification.stopOut.body':
    '증거금 유지율이 {level}% 미만으로 떨어져 {code} 포지션({lots}로트)이 {price}에 청산되었습니다. 손익: {profit} USDT',
  'notification.optionWon.title': '옵션 결과: 수익',
  'notification.optionWon.body':
    '{code} 옵션이 행사가 {strike} 대비 {price}에 종료되었습니다. {returned} USDT가 지급되었습니다.',
  'notification.optionLost.title': '옵션 결과: 손실',
  'notification.optionLost.body':
    '{code} 옵션이 행사가 {strike} 대비 {price}에 종료되었습니다. 투자 금액 {stake} USDT는 손실 처리되었습니다.',
  'notification.optionDraw.title': '옵션 결과: 보합',
  'notification.optionDraw.body':
    '{code} 옵션이 행사가와 같은 {strike}에 종료되었습니다. 투자 금액 {stake} USDT가 환불되었습니다.',
  'notification.smartSettled.title': '스마트 플랜 정산 완료',
  'notification.smartSettled.body':
    '{product} 플랜 {day}일차: 평가 금액이 {change} USDT 변동되었습니다. {paid} USDT가 지급되었습니다(플랫폼 배분액 {platform} USDT).',
  'notification.smartEnded.title': '스마트 플랜 종료',
  'notification.smartEnded.body':
    '{days}일 {product} 플랜이 종료되었습니다. {returned} USDT가 잔액으로 반환되었습니다. 누적 수익: {revenue} USDT',
  'notification.smartExited.title': '스마트 플랜 조기 종료',
  'notification.smartExited.body':
    '{product} 플랜이 조기 종료되었습니다. 위약금 {damages} USDT가 차감되고 {returned} USDT가 잔액으로 반환되었습니다. 누적 수익: {revenue} USDT',
  'notification.optionVoid.title': '옵션 투자 금액 환불',
  'notification.optionVoid.body':
    '옵션 만기 시점에 {code}의 가격이 기록되지 않아 투자 금액 {stake} USDT가 환불되었습니다.',
  'validation.required': '{field}은(는) 필수 항목입니다',
  'validation.invalid': '{field}이(가) 올바르지 않습니다',
  'validation.passwordRule': '비밀번호는 영문과 숫자를 모두 포함하여 8~64자로 입력해 주세요',
  'validation.withdrawalPasswordRule': '출금 비밀번호는 6~64자로 입력해 주세요',
  'validation.passwordsDiffer': '비밀번호가 일치하지 않습니다',
  'validation.staffPasswordRule': '직원 비밀번호는 10자 이상이어야 합니다',
  'validation.inviteCodeUnknown': '이 초대 코드를 가진 계정이 없습니다',
  'notification.kycVerified.title': '실명 인증 완료',
  'notification.kycVerified.body':
    '실명 인증이 승인되었습니다. 이제 입금, 출금 및 대출을 이용하실 수 있습니다.',
  'notification.kycFailed.title': '실명 인증 실패',
  'notification.kycFailed.body':
    '실명 인증이 승인되지 않았습니다. 사유: {reason}. 내용을 수정한 후 다시 제출하실 수 있습니다.',
  'notification.depositApproved.title': '입금 완료',
  'notification.depositApproved.body':
    '{amount} {asset} 입금이 승인되어 실전 계좌에 반영되었습니다.',
  'notification.depositRejected.title': '입금 거절',
  'notification.depositRejected.body': '{amount} {asset} 입금이 거절되었습니다. 사유: {reason}.',
  'notification.withdrawalApproved.title': '출금 완료',
  'notification.withdrawalApproved.body':
    '{amount} {asset} 출금이 승인되어 {received} {asset}이(가) 전송되었습니다.',
  'notification.withdrawalPasswordSet.title': '출금 비밀번호 설정됨',
  'notification.withdrawalPasswordSet.body':
    '계정에 출금 비밀번호가 설정되었습니다. 본인이 아니라면 즉시 고객 지원에 문의하세요.',
  'notification.withdrawalPasswordChanged.title': '출금 비밀번호 변경됨',
  'notification.withdrawalPasswordChanged.body':
    '출금 비밀번호가 변경되었습니다. 본인이 아니라면 즉시 고객 지원에 문의하세요.',
  'notification.withdrawalRejected.title': '출금 거절',
  'notification.withdrawalRejected.body':
    '{amount} {asset} 출금이 거절되었습니다. 사유: {reason}. 해당 금액은 사용 가능 잔액으로 반환되었습니다.',
  '479': '2단계 로그인이 켜져 있습니다. 인증 앱의 코드를 입력하세요',
  '480': '2단계 로그인이 이미 켜져 있습니다',
  '481': '2단계 로그인이 켜져 있지 않거나 설정 시간이 만료되었습니다. 다시 시작하세요',
  'notification.newDeviceSignIn.title': '계정에 새 로그인',
  'notification.newDeviceSignIn.body':
    '새 기기에서 계정에 로그인했습니다: {device}, 주소 {ip}. 본인이 아니라면 비밀번호를 변경하고 보안 메뉴에서 해당 세션을 종료하세요.',
  'notification.twoFactorEnabled.title': '2단계 로그인 켜짐',
  'notification.twoFactorEnabled.body':
    '계정에 2단계 로그인이 켜졌습니다. 복구 코드를 안전한 곳에 보관하세요.',
  'notification.twoFactorDisabled.title': '2단계 로그인 꺼짐',
  'notification.twoFactorDisabled.body':
    '계정의 2단계 로그인이 꺼졌습니다. 본인이 아니라면 즉시 고객 지원에 문의하세요.',
  'mail.newDevice.subject': 'Meridian 계정에 새 로그인',
  'mail.newDevice.body':
    '{time}에 새 기기에서 Meridian 계정에 로그인했습니다: {device}, 주소 {ip}. 본인이라면 아무것도 하지 않아도 됩니다. 본인이 아니라면 즉시 비밀번호를 변경하고 계정 > 보안에서 해당 세션을 종료하세요.',
  '482': '한 번의 입금으로 신고할 수 있는 {coin}은(는) 최대 {maximum}입니다',
  '483': '이 로그인 방법은 이 플랫폼에서 사용할 수 없습니다',
  '484': '스마트 트레이딩이 활성화되지 않았습니다',
  '485': '조기 종료 금액이 변경되었습니다. 새 견적을 확인한 후 다시 확정해 주세요',
  '486': '이 플랜은 더 이상 운용 중이 아닙니다',
  '487': '표시된 이후 대출 이자율이 변경되었습니다. 새 견적을 확인한 후 다시 서명해 주세요',
  '488': '상환 금액이 {amount} USDT로 변경되었습니다. 금액을 확인한 후 다시 확정해 주세요',
  '489': '이 대출은 상환 중이 아닙니다(심사 중이거나 거절되었거나 이미 상환되었습니다)',
  '490': '다시 대출을 받으시려면 먼저 연체 중인 대출을 상환해 주세요',
  '491': '{min}~{limit} USDT 사이의 금액을 입력하세요',
  'notification.loanApproved.title': '대출 승인',
  'notification.loanApproved.body':
    '{id}번 대출이 승인되어 {amount} USDT가 실전 계좌에 입금되었습니다. {date}(UTC)까지 상환해 주세요.',
  'notification.loanRejected.title': '대출 미승인',
  'notification.loanRejected.body':
    '{id}번 대출 신청이 승인되지 않았습니다. 사유: {reason}. 지급된 금액이 없으며 상환하실 금액도 없습니다.',
  'notification.loanRepaid.title': '대출 상환 완료',
  'notification.loanRepaid.body':
    '{id}번 대출이 상환되었습니다. 사용 가능 잔액에서 {amount} USDT가 차감되었습니다. 감사합니다.',
  'notification.loanOverdue.title': '대출 연체',
  'notification.loanOverdue.body':
    '{id}번 대출이 상환일에 상환되지 않았으며 잔액도 부족했습니다. 지금부터 상환하실 때까지 매일 연체 이자율 {rate}%(1일 {daily} USDT)가 적용되며, 신용 점수가 {points}점으로 낮아졌습니다.',
  'notification.loanDueSoon.title': '대출 상환일 3일 전',
  'notification.loanDueSoon.body':
    '{id}번 대출의 상환일은 {date}(UTC)입니다. 오늘 상환하시면 {amount} USDT입니다. 이 금액을 잔액으로 유지해 두시면 상환일에 자동으로 상환됩니다.',
  'notification.loanDueTomorrow.title': '대출 상환일 하루 전',
  'notification.loanDueTomorrow.body':
    '{id}번 대출의 상환일은 내일인 {date}(UTC)입니다. 오늘 상환하시면 {amount} USDT입니다. 이 금액을 잔액으로 유지해 두시면 상환일에 자동으로 상환됩니다.',
  'notification.loanDueToday.title': '오늘 대출 상환일',
  'notification.loanDueToday.body':
    '{id}번 대출의 상환일은 오늘인 {date}(UTC)이며, 상환 금액은 {amount} USDT입니다. 이 금액을 실전 계좌에 유지해 두시면 자동으로 상환되며, 그렇지 않으면 연체 이자가 발생하기 시작합니다.',
  'notification.loanOverdueReminder.title': '대출 연체 {days}일째',
  'notification.loanOverdueReminder.body':
    '{id}번 대출은 {date}(UTC)부터 연체 중입니다. 오늘 상환하시면 {amount} USDT이며, 하루가 지날 때마다 연체 이자가 추가됩니다.',
  '492': '입찰 금액은 {minimum} USDT 이상이어야 합니다',
  '493': '즉시 구매 가격이 현재 {price} USDT입니다. 가격을 다시 확인한 후 구매하세요',
  'notification.nftOutbid.title': '더 높은 입찰이 들어왔습니다',
  'notification.nftOutbid.body':
    '누군가 “{title}” 상품에 {amount} USDT를 입찰했습니다. 회원님의 입찰금 {returned} USDT는 사용 가능 잔액으로 반환되었습니다.',
  'notification.nftWon.title': '경매에서 낙찰되었습니다',
  'notification.nftWon.body':
    '“{title}” 상품이 {amount} USDT에 낙찰되었습니다. 전액이 자선 단체에 기부되었으며, 상품은 내 NFT에서 확인할 수 있습니다. 감사합니다!',
  'notification.nftAuctionEnded.title': '경매 종료',
  'notification.nftAuctionEnded.body':
    '“{title}” 경매가 {amount} USDT에 종료되었으며 다른 입찰자가 낙찰받았습니다. 회원님의 입찰금은 더 높은 입찰이 들어왔을 때 이미 반환되었습니다.',
  'notification.nftReserveNotMet.title': '최저 낙찰가 미달로 경매 종료',
  'notification.nftReserveNotMet.body':
    '“{title}” 경매가 최저 낙찰가에 미치지 못한 채 종료되어 낙찰자가 없습니다. 회원님의 입찰금 {returned} USDT는 사용 가능 잔액으로 반환되었습니다.',
  'notification.nftBought.title': '구매 완료',
  'notification.nftBought.body':
    '“{title}” 상품을 {amount} USDT에 구매했습니다. 전액이 자선 단체에 기부되었습니다. 상품은 내 NFT에서 확인할 수 있습니다.',
  'notification.nftSoldToBuyer.title': '즉시 구매 가격으로 판매되었습니다',
  'notification.nftSoldToBuyer.body':
    '회원님의 입찰 금액이 최저 낙찰가에 도달하기 전에 누군가 “{title}” 상품을 즉시 구매 가격으로 구매했습니다. 회원님의 입찰금 {returned} USDT는 사용 가능 잔액으로 반환되었습니다.',
  'notification.chatReply.title': '고객센터 답변 도착',
  'notification.chatReply.body': '고객센터에서 회원님의 문의에 답변했습니다: “{preview}”',
  'chat.mail.replySubject': 'Meridian 고객센터 답변 안내',
  'chat.mail.replyBody':
    '고객센터에서 회원님의 문의에 답변했습니다.\n\n{messages}\n\n아래 링크에서 답장하거나 대화를 이어가실 수 있습니다: {link}',
  'chat.mail.transcriptSubject': 'Meridian 고객센터 상담 내역',
  'chat.mail.transcriptBody':
    '문의해 주셔서 감사합니다. 상담 대화 내용은 다음과 같습니다(시간은 UTC 기준).\n\n{transcript}\n\n아래 링크에서 대화를 이어가실 수 있습니다: {link}',
  'chat.sender.you': '회원님',
  'chat.sender.staff': '고객센터',
  'chat.image': '[이미지]',
  'chat.canned.greeting.title': '인사',
  'chat.canned.greeting.text':
    '안녕하세요, Meridian에 문의해 주셔서 감사합니다. 무엇을 도와드릴까요?',
  'chat.canned.checking.title': '확인 중',
  'chat.canned.checking.text': '감사합니다. 바로 확인해 드릴 테니 잠시만 기다려 주세요.',
  'chat.canned.kycReview.title': '실명 인증 심사 중',
  'chat.canned.kycReview.text':
    '회원님의 실명 인증은 컴플라이언스팀에서 심사 중입니다. 심사는 보통 영업일 기준 1일 이내에 완료되며, 결과가 나오는 즉시 알림으로 안내해 드립니다.',
  'chat.canned.depositReview.title': '입금 심사 중',
  'chat.canned.depositReview.text':
    '회원님의 입금을 블록체인에서 확인하고 있습니다. 확인이 완료되면 실전 계좌에 반영되며 알림으로 안내해 드립니다.',
  'chat.canned.withdrawalReview.title': '출금 심사 중',
  'chat.canned.withdrawalReview.text':
    '회원님의 출금 신청이 심사를 기다리고 있습니다. 그동안 해당 금액은 계좌에 동결되며, 출금이 거절되면 전액 사용 가능 잔액으로 반환됩니다.',
  'chat.canned.closing.title': '마무리',
  'chat.canned.closing.text':
    '더 도와드릴 일이 있으실까요? 없으시면 이 상담을 종료하겠습니다. 종료 후 상담을 평가해 주실 수 있습니다.',
};
