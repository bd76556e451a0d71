import type { Alert } from '@canopy/contracts/analytics/alerts';

// The alert digest's template (ADR 0133): one mail per consultant when a cycle closes, every alert of the cycle as a
// line a consultant can read aloud (group, question, from, to, the difference with its interval), and the Alerts page.

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const signed = (value: number, decimals: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(decimals)}`;
const decimalsOf = (alert: Alert) => (alert.scale === 'share' ? 1 : 2);

/** 'Sales, I enjoy my work: 2.72 to 3.80, +1.08 (95% interval +0.66 to +1.50), improved' */
export const alertLine = (alert: Alert) => {
  const d = decimalsOf(alert);
  return `${alert.group_name}, ${alert.question_body}: ${alert.from.toFixed(d)} to ${alert.to.toFixed(d)}, ${signed(alert.difference, d)} (95% interval ${signed(alert.ci_low, d)} to ${signed(alert.ci_high, d)}), ${alert.mark === 'improved' ? 'improved' : 'declined'}`;
};

export type DigestMail = { subject: string; text: string; html: string };

export const digestMail = (values: {
  firstName: string;
  workspaceName: string;
  packageName: string;
  alerts: readonly Alert[];
  alertsUrl: string;
}): DigestMail => {
  const { alerts } = values;
  const count = alerts.length === 1 ? 'one significant move' : `${alerts.length} significant moves`;
  const subject = `${values.workspaceName}: ${count} since the cycle before`;
  const intro = `A cycle of ${values.packageName} in ${values.workspaceName} has closed. Against the cycle before, ${count} passed the workspace's alert thresholds:`;
  const greeting = `Hello ${values.firstName || 'there'},`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...alerts.map((alert) => `- ${alertLine(alert)}`),
    '',
    `See them on the Alerts page: ${values.alertsUrl}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${alerts.map((alert) => `<li>${escapeHtml(alertLine(alert))}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(values.alertsUrl)}">Open the Alerts page</a></p>`,
  ].join('\n');
  return { subject, text, html };
};
