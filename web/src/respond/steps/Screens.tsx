import type { LinkClosed } from '../api';
import { type Dictionary, format } from '../i18n/dictionary';

/** After an assessment's answers are in. */
export function ThankYou({ t, remaining, onBack }: { t: Dictionary; remaining: number; onBack: () => void }) {
  return (
    <section className="r-card r-center" aria-labelledby="thanks-title">
      <div className="r-badge" aria-hidden="true">
        ✓
      </div>
      <h2 id="thanks-title" className="r-title">
        {t.thankYouTitle}
      </h2>
      <p className="r-lead">{t.thankYouBody}</p>
      {remaining > 0 && (
        <p className="r-lead" data-testid="remaining">
          {remaining === 1 ? t.oneRemaining : format(t.manyRemaining, { count: remaining })}
        </p>
      )}
      <button type="button" className="r-button" onClick={onBack}>
        {t.backToList}
      </button>
    </section>
  );
}

const CLOSED: Record<LinkClosed, { title: keyof Dictionary; body: keyof Dictionary }> = {
  expired: { title: 'expired', body: 'expiredBody' },
  paused: { title: 'paused', body: 'pausedBody' },
  notFound: { title: 'notFound', body: 'notFoundBody' },
};

/** A link that cannot be answered: expired, paused, or not found (mistyped or removed). */
export function LinkClosedScreen({ reason, t }: { reason: LinkClosed; t: Dictionary }) {
  return (
    <section className="r-card r-center" data-testid={`link-${reason}`} aria-labelledby="closed-title">
      <h1 id="closed-title" className="r-title">
        {t[CLOSED[reason].title] as string}
      </h1>
      <p className="r-lead">{t[CLOSED[reason].body] as string}</p>
    </section>
  );
}

/** A failure with nothing better to show: the error text, and the try-later advice. */
export function ErrorScreen({ detail, t }: { detail: string; t: Dictionary }) {
  return (
    <section className="r-card r-center">
      <p className="r-error" role="alert">
        {detail}
      </p>
      <p className="r-muted">{t.tryLater}</p>
    </section>
  );
}
