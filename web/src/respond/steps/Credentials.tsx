import type { Country } from '@canopy/contracts/platform/countries';
import type { ParticipantByLink } from '@canopy/contracts/survey/respondent';
import { useForm } from '@mantine/form';
import { useEffect, useId, useState } from 'react';
import { type CredentialFields, type CredentialKind, normaliseCredential, offeredCredential } from '../flow/credentials';
import type { Dictionary } from '../i18n/dictionary';

type Props = {
  person: ParticipantByLink;
  t: Dictionary;
  busy: boolean;
  /** the server's words when identifying failed, shown under the input */
  error: string | null;
  onSubmit: (fields: CredentialFields) => void;
  onChangeName: () => void;
};

/** the country list is fetched only when a phone is asked for: the first screen stays light */
function DialCodePicker({ value, onChange, label }: { value: string; onChange: (code: string) => void; label: string }) {
  const [countries, setCountries] = useState<readonly Country[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the default code is set once, when the list arrives
  useEffect(() => {
    let live = true;
    void import('@canopy/contracts/platform/countries').then((module) => {
      if (!live) return;
      setCountries(module.COUNTRIES);
      onChange(module.DEFAULT_COUNTRY.dial_code);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <select
      className="r-input r-dial"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={!countries}
    >
      {(countries ?? []).map((country) => (
        <option key={`${country.iso}${country.dial_code}`} value={country.dial_code}>
          {country.flag} {country.iso} {country.dial_code}
        </option>
      ))}
    </select>
  );
}

const LABEL: Record<CredentialKind, keyof Dictionary> = { email: 'email', phone: 'phone', payroll_id: 'payrollId' };

/** Step 2: the one credential the organisation holds for the picked person. Continue waits for a value; Enter submits. */
export function Credentials({ person, t, busy, error, onSubmit, onChangeName }: Props) {
  const kind = offeredCredential(person);
  // @mantine/form alone (no Mantine widgets: the respondent's page stays light)
  const form = useForm({
    initialValues: { value: '', dialCode: '' },
    validate: { value: (value, values) => (kind && normaliseCredential(kind, value, values.dialCode) ? null : t.required) },
  });
  const { value, dialCode } = form.getValues();
  const inputId = useId();
  const errorId = useId();

  if (!kind) {
    return (
      <section className="r-card">
        <p className="r-error" role="alert">
          {t.noCredentials}. {t.tryLater}
        </p>
        <button type="button" className="r-button r-secondary" onClick={onChangeName}>
          {t.notYou}
        </button>
      </section>
    );
  }

  const fields = normaliseCredential(kind, value, dialCode);
  const submit = form.onSubmit(() => {
    if (fields && !busy) onSubmit(fields);
  });
  const shownError = error ?? (form.errors.value as string | undefined) ?? null;

  return (
    <form className="r-card" onSubmit={submit} noValidate aria-labelledby="identify-title">
      <h2 id="identify-title" className="r-title">
        {t.identifyTitle}
      </h2>
      <p className="r-lead">
        {person.first_name} {person.last_name}
      </p>
      <p className="r-hint">{t.identifyHint}</p>
      <div className="r-field">
        <label htmlFor={inputId}>{t[LABEL[kind]] as string}</label>
        <div className={kind === 'phone' ? 'r-phone' : undefined}>
          {kind === 'phone' && (
            <DialCodePicker value={dialCode} onChange={(code) => form.setFieldValue('dialCode', code)} label={t.dialCode} />
          )}
          <input
            id={inputId}
            className="r-input"
            type={kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'text'}
            inputMode={kind === 'phone' ? 'tel' : undefined}
            autoComplete={kind === 'email' ? 'email' : kind === 'phone' ? 'tel-national' : 'off'}
            value={value}
            onChange={(event) => form.setFieldValue('value', event.target.value)}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            required
          />
        </div>
        {shownError && (
          <p className="r-error" id={errorId} role="alert">
            {shownError}
          </p>
        )}
      </div>
      <div className="r-actions">
        <button type="button" className="r-button r-secondary" onClick={onChangeName}>
          {t.back}
        </button>
        <button type="submit" className="r-button" disabled={!fields || busy}>
          {busy ? t.loading : t.continue}
        </button>
      </div>
    </form>
  );
}
