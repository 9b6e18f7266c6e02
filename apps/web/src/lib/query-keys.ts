/**
 * Query keys shared by the shell and features. Everything under `content` is reloaded when the
 * language changes (its texts come back in the `lang` header's language); everything except
 * `content` is reloaded when the account mode (demo/real book) changes.
 */
export const queryKeys = {
  content: {
    all: ['content'] as const,
    list: (type: number) => ['content', 'list', type] as const,
    byId: (id: string) => ['content', 'byId', id] as const,
  },
  user: {
    info: ['user', 'info'] as const,
    unreadCount: ['user', 'unreadCount'] as const,
  },
  /** The service icon's badge: staff replies the person has not read (user channel or the chat). */
  chat: {
    unread: ['chat', 'unread'] as const,
  },
  param: (key: string) => ['param', key] as const,
  health: ['health'] as const,
};
