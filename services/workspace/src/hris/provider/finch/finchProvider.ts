import type { LinkToken } from '@canopy/contracts/hris/api';
import type {
  ConnectedAccount,
  HrCompany,
  HrDirectory,
  HrEmployee,
  HrEmployment,
  HrIndividual,
  HrisProvider,
  HrPayGroup,
} from '../hrisProvider.ts';
import { HrisProviderError } from '../hrisProvider.ts';
import { createFinchHttp, type FinchHttpOptions } from './finchHttp.ts';

export type FinchProviderOptions = FinchHttpOptions & {
  clientId: string;
  clientSecret: string;
  /** Finch products asked for in Connect; pay groups are read only when `payment` was granted */
  products: string[];
  /** Finch's sandbox mode for Connect sessions ('finch' or 'provider'), none in production */
  sandbox: 'finch' | 'provider' | null;
  /** individuals per directory page and per individual/employment batch */
  pageSize: number;
};

type DirectoryPage = {
  paging?: { count?: number | null; offset?: number | null } | null;
  individuals?: Array<{ id?: string; is_active?: boolean | null } | null> | null;
};
type BatchAnswer<T> = { responses?: Array<{ individual_id?: string; code?: number; body?: T | null } | null> | null };

/**
 * Finch (https://developer.tryfinch.com). Connect: "Every flow requires you to create a Finch Connect
 * session with your client_id and client_secret" (POST /connect/sessions answers `session_id` and
 * `connect_url`); the browser opens `connect_url` and comes back to the redirect URI with a code, which
 * "make a POST request to the /auth/token endpoint" exchanges (answer: `access_token`, `company_id`,
 * `products`). Organization data: "To enumerate everyone at a connection, call GET /employer/directory
 * first. It returns a paginated list of individual_ids" (`limit`, `offset`; `paging.count` is "the total
 * number of elements for the entire query"), then POST /employer/individual and /employer/employment with
 * `requests: [{ individual_id }]` ("It is preferential to send all ids in a single request for Finch to
 * optimize provider rate-limits": we send pages of `pageSize`). Pay groups: GET /employer/pay-groups, then
 * GET /employer/pay-groups/{id} for its `individual_ids`.
 */
export const createFinchProvider = (options: FinchProviderOptions): HrisProvider => {
  const http = createFinchHttp(options);
  const basic = { basic: { clientId: options.clientId, clientSecret: options.clientSecret } };

  const batch = async <T>(path: string, ids: string[], token: string, signal?: AbortSignal): Promise<Map<string, T>> => {
    const found = new Map<string, T>();
    for (let start = 0; start < ids.length; start += options.pageSize) {
      const requests = ids.slice(start, start + options.pageSize).map((individual_id) => ({ individual_id }));
      const answer = await http<BatchAnswer<T>>('POST', path, { auth: { bearer: token }, body: { requests }, signal });
      // a person the provider cannot answer for comes back with their own non-200 code: read without that part
      for (const response of answer.responses ?? []) {
        if (response?.individual_id && response.code === 200 && response.body) found.set(response.individual_id, response.body);
      }
    }
    return found;
  };

  const directory = async (token: string, signal?: AbortSignal) => {
    const people: Array<{ id: string; is_active: boolean }> = [];
    for (let offset = 0; ; ) {
      const page = await http<DirectoryPage>('GET', '/employer/directory', {
        auth: { bearer: token },
        query: { limit: options.pageSize, offset },
        signal,
      });
      const individuals = page.individuals ?? [];
      for (const individual of individuals)
        if (individual?.id) people.push({ id: individual.id, is_active: individual.is_active !== false });
      offset += individuals.length;
      const total = page.paging?.count;
      if (individuals.length === 0 || (typeof total === 'number' && offset >= total)) return people;
    }
  };

  const payGroups = async (token: string, signal?: AbortSignal): Promise<HrPayGroup[]> => {
    const list = await http<Array<{ id?: string; name?: string | null }>>('GET', '/employer/pay-groups', {
      auth: { bearer: token },
      signal,
    });
    const groups: HrPayGroup[] = [];
    for (const item of list) {
      if (!item.id) continue;
      const group = await http<{ id: string; name?: string | null; individual_ids?: string[] | null }>(
        'GET',
        `/employer/pay-groups/${encodeURIComponent(item.id)}`,
        { auth: { bearer: token }, signal },
      );
      groups.push({ id: group.id, name: group.name ?? item.name ?? '', individual_ids: group.individual_ids ?? [] });
    }
    return groups;
  };

  return {
    kind: 'finch',
    async linkToken({ workspaceId, workspaceName, redirectUri }): Promise<LinkToken> {
      const session = await http<{ session_id?: string; connect_url?: string }>('POST', '/connect/sessions', {
        auth: basic,
        body: {
          customer_id: workspaceId,
          customer_name: workspaceName.slice(0, 255),
          products: options.products,
          ...(redirectUri ? { redirect_uri: redirectUri } : {}),
          ...(options.sandbox ? { sandbox: options.sandbox } : {}),
        },
      });
      if (!session.session_id || !session.connect_url) throw new HrisProviderError('Finch did not answer a Connect session');
      return {
        provider: 'finch',
        link_token: session.session_id,
        client_id: options.clientId,
        products: options.products,
        connect_url: session.connect_url,
        redirect_uri: redirectUri,
      };
    },
    async exchangeCode(code, redirectUri): Promise<ConnectedAccount> {
      const answer = await http<{ access_token?: string; company_id?: string | null; products?: string[] | null }>('POST', '/auth/token', {
        auth: null,
        body: {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          code,
          ...(redirectUri ? { redirect_uri: redirectUri } : {}),
        },
      });
      if (!answer.access_token) throw new HrisProviderError('Finch did not answer an access token');
      return {
        access_token: answer.access_token,
        provider_company_id: answer.company_id ?? null,
        products: answer.products ?? options.products,
      };
    },
    async readDirectory(account, signal): Promise<HrDirectory> {
      const token = account.access_token;
      const company = await http<HrCompany>('GET', '/employer/company', { auth: { bearer: token }, signal });
      const people = await directory(token, signal);
      const ids = people.map((person) => person.id);
      const individuals = await batch<HrIndividual>('/employer/individual', ids, token, signal);
      const employments = await batch<HrEmployment>('/employer/employment', ids, token, signal);
      const employees: HrEmployee[] = people.map((person) => ({
        id: person.id,
        is_active: person.is_active,
        individual: individuals.get(person.id) ?? null,
        employment: employments.get(person.id) ?? null,
      }));
      return { company, pay_groups: account.products.includes('payment') ? await payGroups(token, signal) : [], employees };
    },
  };
};
