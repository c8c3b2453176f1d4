// The benchmark's form (issue 5: "a 500-row, 12-column form"): a price schedule with every column
// type, the buyer's columns filled, the supplier's empty, HST and a prompt pay discount. The
// estimates are in the subtotal, so a buyer's edit changes the form's total as a supplier's does.
import type { ColumnTypeName, TenderTableColumn, TenderTableForm } from '@procura/contract';

type ColumnSpec = [name: string, type: ColumnTypeName, supplier: boolean, extra?: Partial<TenderTableColumn>];

const specs: ColumnSpec[] = [
  ['Item', 'DescriptiveText', false],
  ['Unit', 'Unit', false],
  ['Quantity', 'Quantity', false],
  ['Unit Price', 'UnitPrice', true, { isRequired: true }],
  [
    'Total',
    'Total',
    false,
    {
      isSubtotalIncluded: true,
      tenderTableTotalCalculation: { operator: 'multiply', leftColumnId: 3, rightColumnId: 4 },
    },
  ],
  ['Estimate', 'Estimates', false, { isSubtotalIncluded: true }],
  ['Points', 'Points', true],
  ['Brand', 'DropdownList', true, { options: ['Acme', 'Zenith', 'Other'] }],
  ['Meets specification', 'ExceedsMeetsDoesNotMeet', true],
  ['Delivery included', 'YesNo', true],
  ['Certified', 'TrueFalse', true],
  ['Notes', 'DescriptiveText', true],
];

export function largeForm(rowCount = 500): TenderTableForm {
  const columns: TenderTableColumn[] = specs.map(([name, columnTypeName, supplier, extra], index) => ({
    id: index + 1,
    tenderTableId: 1,
    name,
    columnTypeName,
    sortOrder: index,
    isEditableonPublic: supplier,
    columnWidth: columnTypeName === 'DescriptiveText' ? 220 : 130,
    isRequired: false,
    isSubtotalIncluded: false,
    isHiddenOnPublic: false,
    deleted: false,
    tenderTableTotalCalculation: null,
    options: [],
    ...extra,
  }));
  const rows = Array.from({ length: rowCount }, (_, index) => ({
    id: 1000 + index,
    tenderTableId: 1,
    isRequired: true,
    sortOrder: index,
    isDynamicRow: false,
    deleted: false,
  }));
  const cells = rows.flatMap((row, index) =>
    [
      [1, `Item ${index + 1}`],
      [2, 'each'],
      [3, String((index % 7) + 1)],
      [6, `${(index % 50) + 10}.25`],
    ].map(([columnId, value]) => ({
      id: row.id * 100 + Number(columnId),
      rowId: row.id,
      columnId: Number(columnId),
      value: String(value),
      deleted: false,
    })),
  );
  return {
    table: {
      id: 1,
      tenderId: 1,
      tableType: 'Prices',
      name: 'Benchmark schedule',
      isLineNumberIncluded: true,
      startNumber: 1,
      numberofRows: rowCount,
      isIncludedForSummary: true,
      isAutoComputeTax: true,
      sortOrder: 0,
      isRequired: true,
      headingText: 'Enter a unit price for every line.',
      footerText: '',
      total: '0',
      allowPlantakerToAddRows: true,
      maximumOptionalRows: 10,
      deleted: false,
      taxes: [{ taxId: 1, taxType: 'HST', percentage: '13' }],
      hasPromptPayDiscount: true,
      promptPayDiscountType: 'Percentage',
      promptPayDiscount: '2',
      version: 1,
    },
    columns,
    rows,
    cells,
  };
}
