import { Select } from '@mantine/core';
import type { ContractDocumentCategory } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { documentCategoryLabelKeys } from '../presenters.ts';

/**
 * The category of a contract document, for the buyer's form and the supplier's: choosing another
 * category clears the type, since each category has its own type list.
 */
export function DocumentCategorySelect({
  categories,
  value,
  onChange,
  error,
}: {
  categories: readonly ContractDocumentCategory[];
  value: ContractDocumentCategory;
  onChange: (category: ContractDocumentCategory) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('contractDocumentCategory')}
      required
      allowDeselect={false}
      data={categories.map((c) => ({ value: c, label: t(documentCategoryLabelKeys[c]) }))}
      value={value}
      onChange={(next) => next && onChange(next as ContractDocumentCategory)}
      error={error}
    />
  );
}
