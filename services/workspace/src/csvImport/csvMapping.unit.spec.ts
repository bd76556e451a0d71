import { CsvUploadConfiguration, type CsvUploadConfigurationInput } from '@canopy/contracts/participants/api';
import { describe, expect, it } from 'vitest';
import { mappingErrors } from './csvMapping.ts';

// The rules themselves are pinned beside them (contracts' csvMappingRules.unit.spec.ts); here, the answer
// the API gives: the broken rules' messages concatenated as the spec writes them.
const answers: [CsvUploadConfigurationInput, string][] = [
  [{ first_name_col_idx: 0, last_name_col_idx: 1, email_col_idx: 2 }, ''],
  [{ email_col_idx: 2 }, 'First name column is required; Last name column is required; '],
  [{ first_name_col_idx: 0, email_col_idx: 2 }, 'Last name column is required; '],
  [{ full_name_col_idx: 0, phone_col_idx: 1 }, 'Phone Type column is required; '],
  [{ full_name_col_idx: 0, phone_col_idx: 1, phone_format: 2 }, 'Country Code column is required; '],
  [{ first_name_col_idx: 0, last_name_col_idx: 1 }, 'One of this fields (Email, Phone Number, ID) are required'],
  [{}, 'First name column is required; Last name column is required; One of this fields (Email, Phone Number, ID) are required'],
  [{ full_name_col_idx: 0, email_col_idx: 1, groups: [{ input_value: 'Team' }] }, 'Group column is required; '],
  [
    { full_name_col_idx: 0, email_col_idx: 1, groups: [{ column_idx: 2, multiple: true, single: false }] },
    'Delimiter of the multiple group values is required; ',
  ],
];

describe('mappingErrors', () => {
  it('answers the broken rules concatenated in the spec words, or nothing', () => {
    for (const [input, errors] of answers) expect(mappingErrors(CsvUploadConfiguration.parse(input)), JSON.stringify(input)).toBe(errors);
  });
});
