import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type CardResult, performanceTemplateRules } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../ui/field-error.ts';
import { ReorderButtons } from '../../../../ui/reorder.tsx';
import { formatNumber } from '../labels.ts';
import {
  type CardCriterionValues,
  type CardSectionValues,
  emptyCriterion,
  emptySection,
  keysOf,
  type TemplateValues,
} from '../template-model.ts';

type Form = UseFormReturnType<TemplateValues>;

function CriterionRow({
  form,
  path,
  criterion,
  index,
  count,
  points,
  decimalPlaces,
  readOnly,
}: {
  form: Form;
  path: string;
  criterion: CardCriterionValues;
  index: number;
  count: number;
  points: boolean;
  decimalPlaces: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const at = `${path}.${index}`;
  const name = criterion.name || t('perfSetCriterionN', { n: index + 1 });
  const field = (sub: string) => {
    const props = form.getInputProps(`${at}.${sub}`);
    return { ...props, error: translateFieldError(props.error), disabled: readOnly };
  };
  return (
    <Table.Tr data-testid={`criterion-${criterion.key}`}>
      <Table.Td>
        <TextInput
          aria-label={t('perfSetCriterionName')}
          maxLength={performanceTemplateRules.nameMax}
          {...field('name')}
        />
      </Table.Td>
      <Table.Td>
        <Textarea
          aria-label={t('perfSetCriterionDescription')}
          autosize
          minRows={1}
          maxLength={performanceTemplateRules.textMax}
          {...field('description')}
        />
      </Table.Td>
      <Table.Td w={140}>
        <NumberInput
          aria-label={points ? t('perfSetCriterionPoints') : t('perfSetCriterionWeight')}
          min={0}
          max={points ? 10_000 : 100}
          decimalScale={decimalPlaces}
          suffix={points ? undefined : '%'}
          allowNegative={false}
          clampBehavior="none"
          {...field('worth')}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <ReorderButtons
            name={name}
            isFirst={index === 0}
            isLast={index === count - 1}
            disabled={readOnly}
            onMove={(step) => form.reorderListItem(path, { from: index, to: index + step })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={t('perfSetRemoveItem', { name })}
            disabled={readOnly || count === 1}
            onClick={() => form.removeListItem(path, index)}
          >
            <span aria-hidden="true">×</span>
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function SectionEditor({
  form,
  section,
  index,
  count,
  showWeights,
  worth,
  readOnly,
}: {
  form: Form;
  section: CardSectionValues;
  index: number;
  count: number;
  showWeights: boolean;
  worth: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const at = `card.sections.${index}`;
  const card = form.values.card;
  const points = card.scoringMethod === 'points';
  const name = section.name || t('perfSetSectionN', { n: index + 1 });
  const field = (sub: string) => {
    const props = form.getInputProps(`${at}.${sub}`);
    return { ...props, error: translateFieldError(props.error), disabled: readOnly };
  };
  const criteriaError = translateFieldError(form.errors[`${at}.criteria`]);
  return (
    <Paper withBorder p="md" data-testid={`section-${section.key}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('perfSetSectionN', { n: index + 1 })}</Text>
          <Group gap="xs" wrap="nowrap">
            <ReorderButtons
              name={name}
              isFirst={index === 0}
              isLast={index === count - 1}
              disabled={readOnly}
              onMove={(step) => form.reorderListItem('card.sections', { from: index, to: index + step })}
            />
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              disabled={readOnly || count === 1}
              onClick={() => form.removeListItem('card.sections', index)}
              aria-label={t('perfSetRemoveItem', { name })}
            >
              {t('perfSetRemoveSection')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: showWeights ? 2 : 1 }}>
          <TextInput
            label={t('perfSetSectionName')}
            required
            maxLength={performanceTemplateRules.nameMax}
            {...field('name')}
          />
          {showWeights ? (
            <NumberInput
              label={t('perfSetSectionWeight')}
              min={0}
              max={100}
              decimalScale={2}
              suffix="%"
              allowNegative={false}
              clampBehavior="none"
              {...field('weight')}
            />
          ) : null}
        </SimpleGrid>
        <Textarea
          label={t('perfSetSectionDescription')}
          autosize
          minRows={1}
          maxLength={performanceTemplateRules.textMax}
          {...field('description')}
        />
        <Table.ScrollContainer minWidth={600}>
          <Table aria-label={t('perfSetCriteriaOf', { name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('perfSetCriterionName')}</Table.Th>
                <Table.Th>{t('perfSetCriterionDescription')}</Table.Th>
                <Table.Th>{points ? t('perfSetCriterionPoints') : t('perfSetCriterionWeight')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {section.criteria.map((criterion, position) => (
                <CriterionRow
                  key={criterion.key}
                  form={form}
                  path={`${at}.criteria`}
                  criterion={criterion}
                  index={position}
                  count={section.criteria.length}
                  points={points}
                  decimalPlaces={typeof card.decimalPlaces === 'number' ? card.decimalPlaces : 0}
                  readOnly={readOnly}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {criteriaError ? (
          <Text size="sm" c="red">
            {criteriaError}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Button
            size="compact-sm"
            variant="light"
            disabled={readOnly || section.criteria.length >= performanceTemplateRules.maxCriteria}
            onClick={() => form.insertListItem(`${at}.criteria`, emptyCriterion(keysOf(card)))}
            aria-label={t('perfSetAddCriterionTo', { name })}
          >
            {t('perfSetAddCriterion')}
          </Button>
          <Text size="sm" c="dimmed" data-testid={`section-total-${index}`}>
            {points
              ? t('perfSetSectionPoints', { value: formatNumber(worth) })
              : t('perfSetSectionWeights', { value: formatNumber(worth) })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The card's sections, each with its criteria: add, remove and reorder both. New sections and
 * criteria get their keys here (template-model's newCardKey); a card always keeps one section with
 * one criterion, the least the contract accepts.
 */
export function CardSectionsEditor({
  form,
  showWeights,
  totals,
  readOnly,
}: {
  form: Form;
  /** The rating scale reads section weights (sectionWeight). */
  showWeights: boolean;
  totals: CardResult;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { sections } = form.values.card;
  const sectionsError = translateFieldError(form.errors['card.sections']);
  return (
    <Stack>
      {sections.map((section, index) => (
        <SectionEditor
          key={section.key}
          form={form}
          section={section}
          index={index}
          count={sections.length}
          showWeights={showWeights}
          worth={totals.sections[index]?.worth ?? 0}
          readOnly={readOnly}
        />
      ))}
      {sectionsError ? (
        <Text size="sm" c="red">
          {sectionsError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          disabled={readOnly || sections.length >= performanceTemplateRules.maxSections}
          onClick={() => form.insertListItem('card.sections', emptySection(keysOf(form.values.card)))}
        >
          {t('perfSetAddSection')}
        </Button>
      </Group>
    </Stack>
  );
}
