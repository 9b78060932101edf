import type { OrganizationNode } from '@/entities/organization';

export interface OrganizationChoice {
  Id: string;
  Name: string;
  /** How deep in the tree: the menu indents by it. */
  depth: number;
}

/** The organisation tree as a list, each parent before its children, in the tree's order. */
export function organizationChoices(tree: readonly OrganizationNode[], depth = 0): OrganizationChoice[] {
  return [...tree]
    .sort((a, b) => a.Position - b.Position)
    .flatMap((node) => [{ Id: node.Id, Name: node.Name, depth }, ...organizationChoices(node.Children, depth + 1)]);
}
