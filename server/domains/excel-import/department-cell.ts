import { departmentInScope, type DataScope } from '../org/data-scope';
import type { CellResult } from './types';

interface DepartmentLike {
  id: number;
  parentId: number | null;
  name: string;
  enabled: boolean;
}

/** What a department cell is checked against: the company's enabled departments and the caller's scope. */
export interface DepartmentIndex {
  scope: DataScope;
  /** Enabled departments by full path ("生产部/装配车间") and by name (names repeat across branches). */
  byPath: Map<string, number>;
  byName: Map<string, number[]>;
}

/** Every department's full path ("生产部/装配车间"), as the export writes it and the import reads it. */
export function departmentPaths(departments: DepartmentLike[]) {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const path = (d: DepartmentLike): string => {
    const parent = d.parentId !== null ? byId.get(d.parentId) : undefined;
    return parent ? `${path(parent)}/${d.name}` : d.name;
  };
  return new Map(departments.map((d) => [d.id, path(d)]));
}

export function departmentIndex(departments: DepartmentLike[], scope: DataScope): DepartmentIndex {
  const enabled = departments.filter((d) => d.enabled);
  const paths = departmentPaths(departments);
  const byName = new Map<string, number[]>();
  for (const d of enabled) byName.set(d.name, [...(byName.get(d.name) ?? []), d.id]);
  return { scope, byPath: new Map(enabled.map((d) => [paths.get(d.id)!, d.id])), byName };
}

/**
 * A department cell: a full path or a name that is unique in the company; empty means none. The
 * department must lie in the caller's data scope (empty only for whole-company scope).
 */
export function departmentCell(cell: string, ctx: DepartmentIndex, outOfScope: string): CellResult {
  let id: number | null = null;
  if (cell !== '') {
    const path = cell.split(/\s*[/／]\s*/).join('/');
    const named = ctx.byName.get(cell) ?? [];
    if (ctx.byPath.has(path)) id = ctx.byPath.get(path)!;
    else if (named.length === 1) id = named[0];
    else return { ok: false, reason: named.length > 1 ? 'excelImport.cell.ambiguousDepartment' : 'excelImport.cell.unknownDepartment' };
  }
  if (!departmentInScope(ctx.scope, id)) return { ok: false, reason: outOfScope };
  return { ok: true, value: id };
}
