export interface DepartmentItem {
  id: number;
  name: string;
  parentId: number | null;
}
export interface DepartmentTreeOption {
  value: number;
  title: string;
  children: DepartmentTreeOption[];
}

/** TreeSelect data from the flat department list; a department whose parent is not in the list (outside the data scope) is a root. */
export function departmentTree(list: DepartmentItem[]): DepartmentTreeOption[] {
  const ids = new Set(list.map((d) => d.id));
  const build = (parentId: number | null): DepartmentTreeOption[] =>
    list.filter((d) => (parentId === null ? d.parentId === null || !ids.has(d.parentId) : d.parentId === parentId)).map((d) => ({ value: d.id, title: d.name, children: build(d.id) }));
  return build(null);
}
