import type { UiChatMessages } from '../groups.js';

/** Korean UI strings, group 'chat'; see ../en/chat.ts for the source texts. */
export const uiKoChat: UiChatMessages = {
  chat: {
    page: {
      title: '고객센터',
      description: '고객 지원팀과 채팅으로 상담하십시오.',
    },
    panel: {
      label: '고객센터 채팅',
    },
    greeting: {
      title: '안녕하세요! 무엇을 도와드릴까요?',
      text: '아래에 질문을 입력해 주세요. 지원팀이 이곳에서 답변해 드립니다.',
    },
    log: {
      label: '고객센터와의 대화',
      you: '나',
      support: '지원팀',
      supportNamed: '지원팀 · {{name}}',
      system: '안내',
      sentAt: '{{time}}에 보냄',
    },
    status: {
      sending: '보내는 중…',
      uploading: '이미지 업로드 중…',
      waiting: '연결을 기다리는 중: 다시 온라인이 되면 전송됩니다',
      sent: '전송됨',
      read: '지원팀이 읽음',
      failed: '전송되지 않음',
      retry: '다시 보내기',
      remove: '삭제',
    },
    connection: {
      reconnecting:
        '다시 연결하는 중… 계속 입력하셔도 됩니다. 연결이 복구되면 메시지가 전송됩니다.',
    },
    typing: '지원팀이 입력 중…',
    assigned: '{{name}} 님과 상담 중입니다',
    composer: {
      label: '메시지',
      placeholder: '메시지를 입력하세요…',
      send: '보내기',
      attach: '이미지 첨부(PNG 또는 JPEG)',
      removeImage: '이미지 {{name}} 삭제',
      counter: '{{count}} / {{max}}',
      counterLabel: '{{max}}자 중 {{count}}자',
      hint: 'Enter로 보내고 Shift+Enter로 줄을 바꿉니다.',
    },
    image: {
      mine: '내가 보낸 이미지',
      staff: '지원팀이 보낸 이미지',
      loading: '이미지를 불러오는 중…',
      failed: '이미지를 불러오지 못했습니다.',
      open: '이미지를 원본 크기로 열기',
    },
    errors: {
      tooLarge: '이미지가 너무 커서 보낼 수 없습니다.',
      wrongType: 'PNG 또는 JPEG 이미지를 선택하세요.',
      openFailed: '채팅을 열 수 없습니다',
      openFailedDetail: '연결을 확인한 후 다시 시도하세요.',
    },
    hours: {
      away: '지금은 상담 시간이 아닙니다. {{time}}에 돌아옵니다.',
      awayUnknown: '지금은 상담 시간이 아닙니다. 돌아오는 대로 답변해 드리겠습니다.',
      userEmail: '답변은 계정 이메일로도 보내 드립니다.',
      visitorPrompt: '답변을 받으실 수 있도록 이메일 주소를 남겨 주세요.',
      emailLabel: '이메일',
      emailSave: '저장',
      emailSaved: '답변은 {{email}}(으)로도 보내 드립니다.',
      emailInvalid: '올바른 이메일 주소를 입력하세요.',
    },
    close: {
      action: '채팅 종료',
      title: '이 채팅을 종료하시겠습니까?',
      text: '대화가 종료됩니다. 평가를 남기실 수 있으며 언제든지 새 대화를 시작할 수 있습니다.',
      confirm: '채팅 종료',
      closed: '이 대화는 종료되었습니다.',
      startNew: '새 대화 시작',
    },
    rating: {
      title: '상담은 만족스러우셨나요?',
      label: '평가',
      star_one: '별 {{count}}개',
      star_other: '별 {{count}}개',
      comment: '의견(선택 사항)',
      submit: '평가 보내기',
      required: '별 1~5개 중에서 선택하세요.',
      thanks: '소중한 의견 감사합니다.',
      given: '이 대화를 5점 만점에 {{count}}점으로 평가하셨습니다.',
    },
  },
};
