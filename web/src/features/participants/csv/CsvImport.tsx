import { formatDay } from '../../../shared/format/dates';
import { ParticipantMessages, type CsvUploadResponse, type MatchingTemplate } from '@canopy/contracts';
import type { TemplateFit } from '@canopy/contracts/participants/applyTemplate';
import { Alert, Badge, Button, Divider, Group, List, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorDetail } from '../../../shared/api/http';
import { useCsvImport } from '../hooks/useCsvImport';
import { useCsvImportProgress } from '../hooks/useCsvImportProgress';
import { useGroups } from '../hooks/useGroups';
import { useMatchingTemplate } from '../hooks/useMatchingTemplate';
import { groupsQuery, matchingTemplateQuery } from '../queries';
import { CsvDropzone } from './CsvDropzone';
import { CsvImportProgress } from './CsvImportProgress';
import { PREVIEW_BYTES, csvFileProblem, isBlankText } from './csvFile';
import {
  blankMapping,
  columnOptions,
  mappingFromHeader,
  mappingFromTemplate,
  mappingProblems,
  uploadConfiguration,
  type Mapping,
} from './csvMapping';
import { CsvMappingForm } from './CsvMappingForm';
import { DELIMITERS, detectDelimiter, previewRows, type Delimiter } from './csvPreview';
import { CsvPreviewTable } from './CsvPreviewTable';
import { CsvResult } from './CsvResult';
import { ErrorBanner } from '../../../shared/ui/ErrorBanner';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';

type Loaded = { file: File; sample: string };
const DELIMITER_NAMES: Record<Delimiter, string> = { ',': 'Comma', ';': 'Semicolon', '\t': 'Tab', '|': 'Pipe' };

const formatBytes = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

type Props = { workspaceId: string; onClose: () => void };

/**
 * The CSV import, step by step: no file; a file with its preview and column mapping (the saved
 * template offered); then uploading with progress, importing, and the result or the error.
 */
export function CsvImport({ workspaceId, onClose }: Props) {
  const template = useMatchingTemplate(workspaceId);
  const groups = useGroups(workspaceId);
  const upload = useCsvImport(workspaceId);
  // the server has nothing to say before the whole body is in, and the upload's answer ends the wait
  const serverProgress = useCsvImportProgress(workspaceId, upload.importId, upload.isPending && (upload.progress?.sent ?? false));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [mapping, setMapping] = useState<Mapping>(() => blankMapping());
  const [fit, setFit] = useState<TemplateFit | null>(null);
  /** columns the header row named, when the mapping started from it (no template) */
  const [guessed, setGuessed] = useState(0);
  const [showProblems, setShowProblems] = useState(false);
  const [result, setResult] = useState<CsvUploadResponse | null>(null);

  const comment = mapping.configuration.comment_char;
  const detected = useMemo(() => (loaded ? detectDelimiter(loaded.sample, comment) : ','), [loaded, comment]);
  const delimiter = mapping.delimiter === 'auto' ? detected : mapping.delimiter;
  const preview = useMemo(
    () => (loaded ? previewRows(loaded.sample, { delimiter, comment }) : { rows: [], columns: 0 }),
    [loaded, delimiter, comment],
  );
  const firstRow = preview.rows[0] ?? [];
  const isHeader = mapping.configuration.first_row_is_header;
  const options = useMemo(() => columnOptions(firstRow, preview.columns), [firstRow, preview.columns]);
  const problems = mappingProblems(mapping);
  const queryClient = useQueryClient();

  /**
   * The saved template over this file, or else what its header row names (blank without a header row).
   * The file's own delimiter either way (the consultant's choice when they made one); the template's
   * comment character unless one is typed.
   */
  const startMapping = (
    sample: string,
    saved: MatchingTemplate | null | undefined,
    how: { firstRowIsHeader?: boolean; comment?: string; delimiter?: Mapping['delimiter']; existingGroupIds?: string[] } = {},
  ) => {
    const delimiterChoice = how.delimiter ?? 'auto';
    const commentChar = how.comment ?? saved?.comment_char ?? '';
    const splitBy = delimiterChoice === 'auto' ? detectDelimiter(sample, commentChar) : delimiterChoice;
    const fileRows = previewRows(sample, { delimiter: splitBy, comment: commentChar }).rows;
    if (!saved) {
      const withHeader = how.firstRowIsHeader ?? true;
      const start = withHeader ? mappingFromHeader(fileRows) : { mapping: blankMapping(false), guessed: 0 };
      setMapping({
        ...start.mapping,
        delimiter: delimiterChoice,
        configuration: { ...start.mapping.configuration, comment_char: commentChar },
      });
      setGuessed(start.guessed);
      setFit(null);
      return;
    }
    const existingGroupIds = how.existingGroupIds ?? (groups.data ?? []).map((group) => group.id);
    const next = mappingFromTemplate(saved, fileRows[0] ?? [], { firstRowIsHeader: how.firstRowIsHeader, existingGroupIds });
    setMapping({
      ...next.mapping,
      delimiter: delimiterChoice,
      configuration: { ...next.mapping.configuration, comment_char: commentChar },
    });
    setGuessed(0);
    setFit(next.fit);
  };

  const takeFile = async (file: File | null) => {
    setFileError(null);
    const problem = csvFileProblem(file);
    if (problem || !file) {
      setFileError(problem);
      return;
    }
    setReading(true);
    try {
      const sample = await file.slice(0, PREVIEW_BYTES).text();
      if (isBlankText(sample)) {
        setFileError(ParticipantMessages.csvEmpty);
        return;
      }
      // a file dropped before the template and the groups arrived waits for them
      const [saved, known] = await Promise.all([
        queryClient.ensureQueryData(matchingTemplateQuery(workspaceId)),
        queryClient.ensureQueryData(groupsQuery(workspaceId)),
      ]);
      setLoaded({ file, sample });
      setShowProblems(false);
      startMapping(sample, saved, { existingGroupIds: known.map((group) => group.id) });
    } catch (error) {
      setFileError(errorDetail(error));
    } finally {
      setReading(false);
    }
  };

  const templateInUse = fit !== null;
  const howToRead = (changes: { firstRowIsHeader?: boolean; comment?: string; delimiter?: Mapping['delimiter'] }) => ({
    firstRowIsHeader: isHeader,
    comment,
    delimiter: mapping.delimiter,
    ...changes,
  });
  const toggleTemplate = (on: boolean) => loaded && startMapping(loaded.sample, on ? template.data : null, howToRead({}));
  // The template keeps one mapping for files with a header row and one for files without, and finds its
  // columns in the first row: how the file is read decides what it finds.
  const changeReading = (changes: Parameters<typeof howToRead>[0]) => {
    if (loaded && templateInUse) return startMapping(loaded.sample, template.data, howToRead(changes));
    setMapping({
      ...mapping,
      delimiter: changes.delimiter ?? mapping.delimiter,
      configuration: {
        ...mapping.configuration,
        first_row_is_header: changes.firstRowIsHeader ?? isHeader,
        comment_char: changes.comment ?? comment,
      },
    });
  };

  const send = () => {
    if (!loaded) return;
    setShowProblems(true);
    if (problems.length > 0) return;
    upload.mutate({ file: loaded.file, configuration: uploadConfiguration(mapping, { workspaceId, detected }) }, { onSuccess: setResult });
  };

  const reset = () => {
    setLoaded(null);
    setResult(null);
    setFit(null);
    setGuessed(0);
    setMapping(blankMapping());
    upload.reset();
  };

  if (result)
    return (
      <CsvResult
        workspaceId={workspaceId}
        result={result}
        fileName={loaded?.file.name ?? 'import.csv'}
        onClose={onClose}
        onAnother={reset}
      />
    );

  if (upload.isPending) return <CsvImportProgress fileName={loaded?.file.name} upload={upload.progress} server={serverProgress} />;

  if (!loaded) {
    return (
      <Stack gap="md">
        <CsvDropzone onFile={(file) => void takeFile(file)} loading={reading} error={fileError} />
        {template.data && (
          <Text fz="sm" c="dimmed">
            Your saved column mapping (from {formatDay(template.data.updated_at)}) will be offered once you choose a file.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {loaded.file.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {formatBytes(loaded.file.size)} · {DELIMITER_NAMES[delimiter as Delimiter] ?? delimiter}-separated
          </Text>
        </Stack>
        <Button variant="subtle" size="compact-sm" onClick={reset}>
          Choose another file
        </Button>
      </Group>

      {template.data && (
        <Alert color={templateInUse ? 'canopy' : 'bark'} icon={<IconInfoCircle size={18} />} data-testid="template-offer">
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm">
              {templateInUse
                ? 'The mapping saved with your last import is applied.'
                : 'A mapping saved with your last import is available.'}
            </Text>
            <Switch label="Use saved mapping" checked={templateInUse} onChange={(event) => toggleTemplate(event.currentTarget.checked)} />
          </Group>
        </Alert>
      )}

      {!templateInUse && isHeader && guessed > 0 && (
        <Alert color="canopy" icon={<IconInfoCircle size={18} />} data-testid="header-guess">
          <Text fz="sm">
            {guessed === 1 ? 'One column was' : `${guessed} columns were`} matched by the header row. Check the mapping below before you
            import.
          </Text>
        </Alert>
      )}

      <Group gap="md" align="flex-end">
        <Switch
          label="First row is a header"
          checked={isHeader}
          onChange={(event) => changeReading({ firstRowIsHeader: event.currentTarget.checked })}
          mb={8}
        />
        <Select
          label="Delimiter"
          w={200}
          data={[
            { value: 'auto', label: `Auto (${DELIMITER_NAMES[detected]})` },
            ...DELIMITERS.map((value) => ({ value, label: DELIMITER_NAMES[value] })),
          ]}
          value={mapping.delimiter}
          onChange={(value) => value && changeReading({ delimiter: value as Mapping['delimiter'] })}
          allowDeselect={false}
        />
        <TextInput
          label="Comment character"
          placeholder="None"
          w={160}
          maxLength={1}
          value={comment}
          onChange={(event) => changeReading({ comment: event.currentTarget.value })}
        />
      </Group>

      <CsvPreviewTable rows={preview.rows} columns={preview.columns} firstRowIsHeader={isHeader} />

      <Divider label="Map the columns" labelPosition="left" />

      <CsvMappingForm
        key={fit ? 'template' : 'blank'}
        mapping={mapping}
        onChange={(next) => {
          setMapping(next);
          setShowProblems(false);
        }}
        options={options}
        fit={fit}
        groups={groups.data ?? []}
        header={isHeader ? firstRow : null}
      />

      <Alert
        color={showProblems && problems.length > 0 ? 'red' : 'bark'}
        icon={<IconAlertCircle size={18} />}
        title="Before importing"
        data-testid="mapping-rules"
      >
        <List size="sm" spacing={2}>
          <List.Item>First and last name columns, or one full-name column.</List.Item>
          <List.Item>At least one of the email, phone or payroll ID columns.</List.Item>
          <List.Item>The phone type for a phone column; a country-code column for type 2.</List.Item>
          <List.Item>Rows that break these rules, or repeat an earlier row, are listed as missed.</List.Item>
        </List>
        {showProblems && problems.length > 0 && (
          <Stack gap={2} mt="xs" role="alert">
            {problems.map((problem) => (
              <Text key={problem} fz="sm" c="red.8" fw={500}>
                {problem}
              </Text>
            ))}
          </Stack>
        )}
      </Alert>

      <ErrorBanner title="The file was not imported" error={upload.error} />

      <Group justify="space-between">
        <Switch
          label="Save this mapping as the template"
          checked={mapping.configuration.is_save_template}
          onChange={(event) =>
            setMapping({ ...mapping, configuration: { ...mapping.configuration, is_save_template: event.currentTarget.checked } })
          }
        />
        <Group gap="sm">
          <Badge variant="light" color="bark" size="lg">
            {preview.columns} columns
          </Badge>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={send}>Import</Button>
        </Group>
      </Group>
    </Stack>
  );
}
