import { fillOptions, type OptionSource, optionSources } from '../../domain/kyc/field-options';
import type { FieldOption, FormSection } from '../../domain/kyc/form-section';
import type { KycPort } from '../ports/kyc-port';
import { StateStore, type ReadableStore } from '../shared/store';

/** Where a section's option lists stand: none to load, loading, all loaded, or one failed (a retry panel). */
export type OptionsStatus = 'loading' | 'ready' | 'failed';

export interface OptionsState {
  /** By section id. */
  readonly status: Readonly<Record<string, OptionsStatus>>;
  /** Loaded lists by `{optionsKey}_{field}` (the CDN file's name). */
  readonly lists: Readonly<Record<string, readonly FieldOption[]>>;
}

const fileOf = (source: OptionSource): string => `${source.optionsKey}_${source.field}`;

/**
 * The option lists of the setup form's sections (spec 001 §4 "Dynamic KYC option loading"):
 * the fields with an options_key load their list from the options endpoint, once per file for
 * the whole setup; a section shows once every list is in, and a failed list offers a retry.
 */
export class SectionOptions {
  private readonly store = new StateStore<OptionsState>({ status: {}, lists: {} });
  readonly state: ReadableStore<OptionsState> = this.store;
  private generation = 0;

  constructor(private readonly kyc: Pick<KycPort, 'getOptions'>) {}

  reset(): void {
    this.generation += 1;
    this.store.update(() => ({ status: {}, lists: {} }));
  }

  /** The section with every loaded list filled in. */
  filled(section: FormSection): FormSection {
    const { lists } = this.store.getSnapshot();
    return optionSources(section).reduce((s, source) => {
      const list = lists[fileOf(source)];
      return list === undefined ? s : fillOptions(s, source.field, list);
    }, section);
  }

  ready(section: FormSection): boolean {
    const { lists } = this.store.getSnapshot();
    return optionSources(section).every((source) => lists[fileOf(source)] !== undefined);
  }

  /** Loads the section's missing lists, unless they are loading already; `retry` loads again after a failure. */
  load(section: FormSection, retry = false): void {
    const id = section.section_id;
    const current = this.store.getSnapshot().status[id];
    if (current === 'loading' || (current === 'failed' && !retry)) return;
    if (this.ready(section)) {
      if (current !== 'ready') this.setStatus(id, 'ready');
      return;
    }
    this.setStatus(id, 'loading');
    const generation = this.generation;
    const missing = optionSources(section).filter((s) => this.store.getSnapshot().lists[fileOf(s)] === undefined);
    void Promise.all(missing.map(async (source) => ({ source, result: await this.kyc.getOptions(source) }))).then((loaded) => {
      if (generation !== this.generation) return;
      const lists: Record<string, readonly FieldOption[]> = {};
      for (const { source, result } of loaded) if (result.ok) lists[fileOf(source)] = result.value;
      const failed = loaded.some(({ result }) => !result.ok);
      this.store.update((s) => ({ status: { ...s.status, [id]: failed ? 'failed' : 'ready' }, lists: { ...s.lists, ...lists } }));
    });
  }

  private setStatus(id: string, status: OptionsStatus): void {
    this.store.update((s) => ({ ...s, status: { ...s.status, [id]: status } }));
  }
}
