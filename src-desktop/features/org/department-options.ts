import type { DepartmentNode } from '#shared/contract/org';

export interface DepartmentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: DepartmentOption[];
}

/** TreeSelect data from the department tree; `exclude` (a department being moved) and its sub-tree are not offered. */
export function departmentOptions(tree: DepartmentNode[], exclude?: number, onlyEnabled = true): DepartmentOption[] {
  return tree.filter((d) => d.id !== exclude).map((d) => ({ value: d.id, title: d.name, disabled: onlyEnabled && !d.enabled, children: departmentOptions(d.children, exclude, onlyEnabled) }));
}

export function findDepartment(tree: DepartmentNode[], id: number | null): DepartmentNode | null {
  for (const d of tree) {
    if (d.id === id) return d;
    const inner = findDepartment(d.children, id);
    if (inner) return inner;
  }
  return null;
}
