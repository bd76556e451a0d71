import { createRequire } from 'node:module';

// Which axe rules can fail a spec that counts only serious and critical findings. Read from the copy of axe-core that
// @axe-core/playwright injects into the page, so the list follows an upgrade of axe by itself.

type AxeCheck = { id: string } | string;
type AxeRule = { id: string; impact?: string; enabled?: boolean; any: AxeCheck[]; all: AxeCheck[]; none: AxeCheck[] };
type AxeAudit = { rules: AxeRule[]; data: { checks: Record<string, { impact?: string } | undefined> } };

const IMPACTS = ['minor', 'moderate', 'serious', 'critical'];
const axeOfPlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
  _audit: AxeAudit;
};

/**
 * The highest impact a finding of `rule` can have. axe gives a finding the rule's own impact where the rule sets
 * one, otherwise the highest impact of its failing checks (axe-core's finalizeRuleResult); a check of unknown
 * impact counts as critical, so a rule is never left out by mistake.
 */
const highestImpact = (rule: AxeRule, audit: AxeAudit): number => {
  if (rule.impact) return IMPACTS.indexOf(rule.impact);
  const checks = [...rule.any, ...rule.all, ...rule.none].map((check) => (typeof check === 'string' ? check : check.id));
  return Math.max(-1, ...checks.map((id) => IMPACTS.indexOf(audit.data.checks[id]?.impact ?? 'critical')));
};

/**
 * The rules axe runs by default whose findings are at most moderate: a spec that fails only on serious and critical
 * findings gets the same answer without them (disableRules), and spends less time per page (`region` alone walks the
 * whole document).
 */
export const RULES_BELOW_SERIOUS: readonly string[] = axeOfPlaywright._audit.rules
  .filter((rule) => rule.enabled !== false && highestImpact(rule, axeOfPlaywright._audit) < IMPACTS.indexOf('serious'))
  .map((rule) => rule.id);
