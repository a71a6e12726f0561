/** Small values kept on the device between visits (browser localStorage, a file for the CLI). */
export interface KeyValuePort {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}
