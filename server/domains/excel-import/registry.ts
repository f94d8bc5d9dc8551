import type { ImportType as ImportTypeName } from '#shared/contract/employee';
import { employeeImport } from '../employee/import-type';
import { equipmentImport } from '../equipment/import-type';
import type { ImportType } from './types';

/** What the template and the report need of a type (its commit runs through the type's own command). */
export type ImportTypeInfo = Pick<ImportType, 'name' | 'button' | 'sheetName'> & { columns: readonly Pick<ImportType['columns'][number], 'key' | 'header' | 'width'>[] };

/** The import types by name (the contract's IMPORT_TYPES). */
export const importTypes: Record<ImportTypeName, ImportTypeInfo> = {
  employee: employeeImport,
  equipment: equipmentImport,
};
