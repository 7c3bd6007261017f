/** The public surface of modules/modules: all that other modules, app/ and layouts/ import of it. */
export { type SettingRow, settingRow, SettingsEditor } from './components/SettingsEditor';
export { MODULES_KEY } from './queryKeys';
