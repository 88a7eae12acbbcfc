/** Settings by key (migration 0001): the token secret, the signing master secret, the licence. app-settings.ts owns it. */
export interface AppSettingTable {
  key: string;
  value: string;
}

export interface SettingsTables {
  app_setting: AppSettingTable;
}
