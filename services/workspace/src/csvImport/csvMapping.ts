import type { CsvUploadConfiguration } from '@canopy/contracts/participants/api';
import { csvMappingProblems } from '@canopy/contracts/participants/csvMappingRules';

/**
 * The mapping rules of the CSV import (contracts' csvMappingRules, which the import screen checks too),
 * checked before any row is read: the messages of every rule broken, concatenated as the spec writes them
 * ('First name column is required; Last name column is required; '), or '' when the mapping can be imported.
 */
export const mappingErrors = (configuration: CsvUploadConfiguration): string => csvMappingProblems(configuration).join('');
