/**
 * The settings' defaults and key types. Each setting is declared once, with its range and
 * description, in setting-catalogue.ts; this module keeps the names other code imports.
 */
export {
  SETTING_DEFAULTS,
  type NumericSettingKey,
  type SettingKey,
  type SettingValue,
} from './setting-catalogue.js';
