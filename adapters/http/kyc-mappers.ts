import type * as z from 'zod/mini';
import type { WalletAdditionalInfo } from '../../application/ports/cash-account-port';
import type {
  FieldAnswer,
  KycAddress,
  MyInfoPerson,
  OnfidoApplication,
  RestrictionOverview,
  WebViewToken,
  AddressComponent,
} from '../../application/ports/kyc-port';
import type { SectionResponse } from '../../domain/kyc/cash-setup-routing';
import type { FormAnswer } from '../../domain/kyc/form-answers';
import type {
  addressComponent,
  addressConversionResponse,
  AnswerWire,
  createWalletResponse,
  fieldAnswer,
  myInfoPerson,
  MyInfoPersonWire,
  onfidoResponse,
  overviewResponse,
  sectionResponse,
  webViewTokensResponse,
} from './schemas/kyc';

/** Wire <-> port shapes of the KYC calls, shared by the HTTP adapter and the fake (which answers with the sandbox's wire). */

export const toSectionResponse = (wire: Omit<z.output<typeof sectionResponse>, 'ok'>): SectionResponse => ({
  ...(wire.next_section === undefined ? {} : { nextSection: wire.next_section }),
  ...(wire.result === undefined ? {} : { result: wire.result }),
});

/** Choice: an answer with neither field_answer nor field_answers reads as an empty text. */
export const toFieldAnswer = (wire: z.output<typeof fieldAnswer>): FieldAnswer => ({
  fieldName: wire.field_name,
  value: wire.field_answers ?? wire.field_answer ?? '',
});

export const toAnswerWire = (answer: FormAnswer): AnswerWire =>
  'field_answers' in answer
    ? { question_id: answer.question_id, field_name: answer.field_name, field_answers: [...answer.field_answers] }
    : { question_id: answer.question_id, field_name: answer.field_name, field_answer: answer.field_answer };

export const toAddressComponent = (wire: z.output<typeof addressComponent>): AddressComponent => ({
  longName: wire.long_name,
  shortName: wire.short_name,
  types: wire.types,
});

export const fromAddressComponent = (c: AddressComponent) => ({ long_name: c.longName, short_name: c.shortName, types: [...c.types] });

export const toMyInfoPerson = (wire: z.output<typeof myInfoPerson>): MyInfoPerson => ({
  uinfin: wire.uinfin,
  name: wire.name,
  dateOfBirth: wire.dob,
  nationality: wire.nationality,
  residentialStatus: wire.residentialstatus,
  address: {
    block: wire.regadd.block,
    street: wire.regadd.street,
    building: wire.regadd.building,
    postalCode: wire.regadd.postal,
    country: wire.regadd.country,
  },
});

export const fromMyInfoPerson = (p: MyInfoPerson): MyInfoPersonWire => ({
  uinfin: p.uinfin,
  name: p.name,
  dob: p.dateOfBirth,
  nationality: p.nationality,
  residentialstatus: p.residentialStatus,
  regadd: { block: p.address.block, street: p.address.street, building: p.address.building, postal: p.address.postalCode, country: p.address.country },
});

export const toRestrictionOverview = (o: z.output<typeof overviewResponse>['overview']): RestrictionOverview => ({
  header: o.header,
  displayType: o.display_type,
  titleKey: o.title_translation_key,
  descriptionKey: o.description_translation_key,
  bulletPoints: o.bullet_points,
  restrictedFeatures: o.restricted_features,
});

export const toKycAddress = (a: z.output<typeof addressConversionResponse>['address']): KycAddress => ({
  line1: a.address_line_1,
  line2: a.address_line_2,
  city: a.city,
  state: a.state,
  postalCode: a.postal_code,
  country: a.country,
});

export const toOnfido = (o: z.output<typeof onfidoResponse>['onfido']): OnfidoApplication => ({
  applicationId: o.application_id,
  sdkToken: o.sdk_token,
  workflowRunId: o.workflow_run_id,
});

export const toWebViewToken = (t: z.output<typeof webViewTokensResponse>['tokens']): WebViewToken => ({
  accessToken: t.access_token,
  expiresInSeconds: t.expires_in,
});

export const toAdditionalInfo = (info: z.output<typeof createWalletResponse>['additional_info']): WalletAdditionalInfo | undefined =>
  info === undefined ? undefined : { triggeredBy: info.triggered_by, restrictedFeatures: info.restricted_features, edd: info.edd };
