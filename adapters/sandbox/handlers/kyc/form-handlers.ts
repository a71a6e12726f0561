import { http, HttpResponse } from 'msw';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { routes } from '../../../http/routes';
import type { ErrorBody } from '../../../http/schemas/common';
import { optionList } from '../../exchange/kyc/kyc-options';
import type { SandboxExchange } from '../../exchange/sandbox-exchange';
import { failure, handleSignedIn } from '../respond';
import { readAnswers, stringOf } from './kyc-wire';

const badAnswers = failure({ code: ErrorCode.invalidParameter, message: 'answers must be a list of field_answer or field_answers' });

/**
 * The options CDN (spec 001 §7): {options_key}_{name}.json, public, a bare { items } list.
 * Choice: options_key has no underscore, so the file name splits at its first one; an unknown file is a 404.
 */
const optionsFile = http.get(/\/api\/proxy\/public\/user-api-cdn\/kyc_info_options\/([^/_]+)_([^/]+)\.json$/, ({ request }) => {
  const [, key = '', name = ''] = /kyc_info_options\/([^/_]+)_([^/]+)\.json$/.exec(new URL(request.url).pathname) ?? [];
  const items = optionList(key, name);
  if (items === undefined) return HttpResponse.json({ ok: false, error: ErrorCode.invalidParameter } satisfies ErrorBody, { status: 404 });
  return HttpResponse.json({ items });
});

/** The additional-collection forms (spec 001 §7). */
export const kycFormHandlers = (exchange: SandboxExchange) => {
  const kyc = exchange.kyc;
  const trigger = (query: URLSearchParams): string => query.get('triggered_by') ?? '';
  return [
    optionsFile,
    handleSignedIn(exchange, routes.kycOverview, ({ query }, account) => {
      const overview = kyc.overview(account, trigger(query), query.getAll('restricted_features[]'));
      return overview.ok ? { ok: true, overview: overview.value } : failure(overview.error);
    }),
    handleSignedIn(exchange, routes.kycQuestion, ({ query }, account) => {
      const section = kyc.section(account, trigger(query), query.get('section_id') ?? undefined, query.getAll('firebase_feature_flags[]'));
      return section.ok ? { ok: true, section: section.value } : failure(section.error);
    }),
    handleSignedIn(exchange, routes.kycPreview, ({ query }, account) => {
      const preview = kyc.preview(account, trigger(query), query.get('section_id') ?? '');
      return preview.ok ? { ok: true, preview: preview.value } : failure(preview.error);
    }),
    handleSignedIn(exchange, routes.kycAnswerQuestion, {
      prepare: ({ body }) => {
        const answers = readAnswers(body);
        return answers === undefined ? Promise.resolve(undefined) : kyc.openAnswers(body.section_id, answers);
      },
      run: ({ body }, account, opened) => {
        if (opened === undefined) return badAnswers;
        const answer = kyc.submit(account, stringOf(body, 'triggered_by'), body.section_id, opened);
        return answer.ok ? { ok: true, ...answer.value } : failure(answer.error);
      },
    }),
    handleSignedIn(exchange, routes.kycCpfSubmission, {
      prepare: async ({ body }, account) => {
        const answers = readAnswers(body);
        const section = kyc.cpfSection(account);
        if (answers === undefined || !section.ok) return { section, opened: undefined };
        return { section, opened: await kyc.openAnswers(section.value, answers) };
      },
      run: ({ body }, account, { section, opened }) => {
        if (!section.ok) return failure(section.error);
        if (opened === undefined) return badAnswers;
        // The section reached may have moved on while the answers were opened.
        const now = kyc.cpfSection(account);
        if (!now.ok || now.value !== section.value) return failure({ code: ErrorCode.invalidParameter, message: 'no CPF section is open' });
        const answer = kyc.submit(account, body.triggered_by, section.value, opened);
        return answer.ok ? { ok: true, ...answer.value } : failure(answer.error);
      },
    }),
    handleSignedIn(exchange, routes.kycResultPolling, ({ query }, account) => {
      const answer = kyc.poll(account, trigger(query));
      return answer.ok ? { ok: true, ...answer.value } : failure(answer.error);
    }),
  ];
};
