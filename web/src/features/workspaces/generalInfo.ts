import {
  COUNTRIES,
  CreateWorkspaceRequest,
  DEFAULT_COUNTRY,
  MainContactInput,
  normalisePhone,
  WorkspaceMessages,
  type Country,
  type MainContact,
  type Workspace,
} from '@canopy/contracts';
import { validateForm, type FieldErrors } from '../../shared/forms/validation';

// The General info form: the workspace name and the client's main contact.

export type GeneralInfoField = 'name' | 'site_link' | 'first_name' | 'last_name' | 'email' | 'phone';
export type GeneralInfoValues = Record<GeneralInfoField, string>;

export function generalInfoValues(workspace: Workspace): GeneralInfoValues {
  const { first_name, last_name, email, phone, site_link } = workspace.additional_info.main_contact;
  return { name: workspace.name, site_link, first_name, last_name, email, phone };
}

/**
 * The country a shared dial code belongs to first, where the first by name is a territory that shares it (+44 read
 * 'GG', Guernsey, for a United Kingdom number; +7 Kazakhstan; +358 Åland; +47 Bouvet Island).
 */
const MAIN_COUNTRY_OF_CODE: Readonly<Record<string, string>> = {
  '+44': 'GB',
  '+7': 'RU',
  '+358': 'FI',
  '+47': 'NO',
  '+672': 'NF',
  '+262': 'RE',
  '+377': 'MC',
  '+381': 'RS',
  '+386': 'SI',
};

/**
 * The picker's country for a stored dial code (only the code is stored). Several countries share some codes: +1 is
 * the default United States, a few others their main country, the rest the first by name.
 */
export function countryForDialCode(dialCode: string): Country {
  if (dialCode === '' || dialCode === DEFAULT_COUNTRY.dial_code) return DEFAULT_COUNTRY;
  const main = MAIN_COUNTRY_OF_CODE[dialCode];
  return COUNTRIES.find((country) => country.dial_code === dialCode && (main === undefined || country.iso === main)) ?? DEFAULT_COUNTRY;
}

const WorkspaceName = CreateWorkspaceRequest.pick({ name: true });

export type GeneralInfoCheck =
  | { ok: true; data: { name: string; main_contact: MainContact } }
  | { ok: false; errors: FieldErrors<GeneralInfoField> };

/** The form checked with the contracts' rules; the main contact as the server will store it. */
export function checkGeneralInfo(values: GeneralInfoValues, country: Country): GeneralInfoCheck {
  const name = validateForm(WorkspaceName, { name: values.name }, ['name']);
  const contactValues = {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone_code: country.dial_code,
    phone: values.phone,
    site_link: values.site_link,
  };
  const contact = validateForm(MainContactInput, contactValues);
  const errors: FieldErrors<GeneralInfoField> = { ...name.errors, ...contact.errors };
  // the phone rule runs after the other fields' in the contract: check it on its own so every error shows at once
  if (!errors.phone && normalisePhone(country.dial_code, values.phone) === null) errors.phone = WorkspaceMessages.phoneInvalid;
  if (!name.ok || !contact.ok || Object.values(errors).some(Boolean)) return { ok: false, errors };
  return { ok: true, data: { name: name.data.name, main_contact: contact.data } };
}
