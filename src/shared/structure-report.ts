/** The site's structure as `api/admin/structure` answers it: declared once for the server and the client. */

export type ProblemKind = 'widget-conf' | 'missing-parent' | 'cycle' | 'permission-checks';

export interface StructureProblem {
  kind: ProblemKind;
  entity: 'page' | 'widget';
  id: number;
  message: string;
}

export interface StructureWidget {
  id: number;
  title: string | null;
  type: string | null;
  problems: string[];
}

export interface StructurePage {
  id: number;
  name: string | null;
  path: string | null;
  type: string | null;
  scope: 'PUBLIC' | 'PRIVATE';
  index: number | null;
  parent: number | null;
  template: { id: number; name: string | null } | null;
  widgets: StructureWidget[];
  /** True when the page itself has a problem (listed in `problems`) or is a root only because its parent link is broken. */
  broken: boolean;
  problems: string[];
  children: StructurePage[];
}

export interface StructureReport {
  site: { id: number; name: string } | null;
  public: StructurePage[];
  private: StructurePage[];
  problems: StructureProblem[];
}
