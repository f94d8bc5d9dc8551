import type { ButtonId } from '#shared/contract/auth-table';
import type { ImportType as ImportTypeName } from '#shared/contract/employee';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import type { CompanyActor } from '../../gateway/company-authority';

/** A cell's verdict: the value to keep, or a texts.json key (with its placeholders) saying why not. */
export type CellResult = { ok: true; value: unknown } | { ok: false; reason: string; vars?: Record<string, string | number> };

/** One column of an import type's sheet. */
export interface ImportColumn<C> {
  key: string;
  header: Record<Lang, string>;
  /** The template's header must be present (in either language). */
  required: boolean;
  width?: number;
  /** Checks one cell's text ('' when empty) against the type's context (departments, scope...). */
  check(cell: string, ctx: C): CellResult;
}

/** One data row whose cells all passed: its Excel row number and the values by column key. */
export interface CheckedRow {
  row: number;
  values: Record<string, unknown>;
}

/** A problem of the report: row 0 and column '' speak of the whole file. Keys are localized when read. */
export interface StoredError {
  row: number;
  column: string;
  reason: string;
  vars?: Record<string, string | number>;
}

/**
 * An import type: what a sheet of employees, devices... holds and how its rows become rows of the
 * database. The generic part (run-import.ts) reads the workbook, checks every cell and row, keeps
 * progress and the report in import_jobs, and calls commit once, in one transaction, with the
 * valid rows. Devices plug in by adding their type to registry.ts.
 */
export interface ImportType<C = unknown> {
  name: ImportTypeName;
  /** The button that may import this type and download its template. */
  button: ButtonId;
  /** texts.json key of the sheet's name. */
  sheetName: string;
  columns: ImportColumn<C>[];
  /** What the cell checks need, read once per import (departments, the caller's data scope...). */
  context(db: Db, actor: CompanyActor): Promise<C>;
  /** Checks across rows (duplicates inside the file and against the database). */
  checkRows(db: Db, actor: CompanyActor, ctx: C, rows: CheckedRow[]): Promise<StoredError[]>;
  /** Inserts the valid rows (inside the import's transaction); answers how many were imported. */
  commit(tx: Db, actor: CompanyActor, ctx: C, rows: CheckedRow[]): Promise<number>;
}
