import { describe, expect, it } from 'vitest';

import type { OrganizationNode } from '@/entities/organization';

import { organizationChoices } from './organization-choices';

const node = (Id: string, Position: number, Children: OrganizationNode[] = []): OrganizationNode => ({
  Id,
  Name: Id.toUpperCase(),
  ParentId: null,
  Position,
  Children,
});

describe('organisation choices', () => {
  it('lists each parent before its children, by position, with its depth', () => {
    const tree = [node('acme', 0, [node('amer', 1, [node('us', 0)]), node('emea', 0, [node('de', 0), node('fr', 1)])])];
    expect(organizationChoices(tree).map(({ Id, depth }) => [Id, depth])).toEqual([
      ['acme', 0],
      ['emea', 1],
      ['de', 2],
      ['fr', 2],
      ['amer', 1],
      ['us', 2],
    ]);
  });

  it('is empty for no tree', () => {
    expect(organizationChoices([])).toEqual([]);
  });
});
