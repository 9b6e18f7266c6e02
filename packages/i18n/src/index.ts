export * from './languages.js';
export { en as serverMessagesEn, type ServerMessageKey, type ServerMessages } from './server/en.js';
export {
  translate,
  hasServerMessage,
  serverCatalogue,
  type MessageParams,
} from './server/translate.js';
export {
  uiEn,
  uiEnCore,
  loadUiLocale,
  loadUiEnGroup,
  DEFERRED_UI_GROUPS,
  type DeferredUiGroup,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGE_HTML_TAGS,
  type UiMessages,
  type DeepStringRecord,
} from './ui/index.js';
