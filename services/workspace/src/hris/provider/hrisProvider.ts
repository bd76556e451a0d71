import type { HrisProviderKind, LinkToken } from '@canopy/contracts/hris/api';

// The port every HR system sits behind. Its data model is Finch's (a unified model of 250+ HR and payroll
// systems): the Finch adapter passes it through, the sandbox reads a file written in the same shapes, and
// one mapping (../mapping/employeeMapping.ts) turns it into participants.

/** Finch `Location` (https://developer.tryfinch.com/api-reference/organization/employment) */
export type HrLocation = {
  name?: string | null;
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
};

/** the body of one `POST /employer/individual` response */
export type HrIndividual = {
  id?: string;
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  preferred_name?: string | null;
  emails?: Array<{ data?: string | null; type?: string | null } | null> | null;
  phone_numbers?: Array<{ data?: string | null; type?: string | null } | null> | null;
  gender?: string | null;
  ethnicity?: string | null;
  dob?: string | null;
};

/** the body of one `POST /employer/employment` response */
export type HrEmployment = {
  id?: string;
  title?: string | null;
  department?: { name?: string | null } | null;
  location?: HrLocation | null;
  start_date?: string | null;
  end_date?: string | null;
  is_active?: boolean | null;
  source_id?: string | null;
  custom_fields?: Array<{ name?: string | null; value?: unknown } | null> | null;
};

/** `GET /employer/company`, the parts the mapping reads */
export type HrCompany = {
  id: string;
  legal_name?: string | null;
  departments?: Array<{ name?: string | null; parent?: { name?: string | null } | null } | null> | null;
};

/** `GET /employer/pay-groups/{id}` */
export type HrPayGroup = { id: string; name: string; individual_ids: string[] };

/** one person of the directory with what the individual and employment endpoints answered for them (null: not readable) */
export type HrEmployee = { id: string; is_active: boolean; individual: HrIndividual | null; employment: HrEmployment | null };

export type HrDirectory = { company: HrCompany; pay_groups: HrPayGroup[]; employees: HrEmployee[] };

/** what the authorization code is exchanged for; the token is stored encrypted, never sent to a browser */
export type ConnectedAccount = { access_token: string; provider_company_id: string | null; products: string[] };

export type HrisProvider = {
  kind: HrisProviderKind;
  /** what the browser needs to open the connect flow */
  linkToken(input: { workspaceId: string; workspaceName: string; redirectUri: string | null }): Promise<LinkToken>;
  exchangeCode(code: string, redirectUri: string | null): Promise<ConnectedAccount>;
  readDirectory(account: { access_token: string; products: string[] }, signal?: AbortSignal): Promise<HrDirectory>;
};

/** the provider refused the access token: a consultant must connect again (never retried) */
export class HrisAuthorizationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HrisAuthorizationError';
  }
}

/** the provider refused the authorization code the browser sent */
export class HrisCodeRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HrisCodeRejectedError';
  }
}

/** the provider could not answer (unreachable, rate limits that did not clear, server errors, data still being prepared) */
export class HrisProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'HrisProviderError';
  }
}
