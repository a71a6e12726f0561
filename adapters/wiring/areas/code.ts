import type { CodeServices } from '../../../application/shared/service-code';
import { area, PROVIDED } from '../registry';

declare module '../registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area adds its services interface to the registry
  interface Registry extends CodeServices {}
}

/** The wiring's own service: loading the code of services a root defers (each root binds it over its container, service-code.ts). */
export const codeArea = area<CodeServices>()({
  name: 'code',
  ports: {},
  services: { serviceCode: PROVIDED },
  internal: {},
});
