// the words the deck's 'Action plan' slide uses too (ADR 0143)
export { baselineText } from '@canopy/contracts/actions/planTexts';
