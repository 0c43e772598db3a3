import { expect, test } from '@jest/globals';
import RoleIndex from './RoleIndex';

test('the role index the shell reads lists every role file in the listing order, with its posting date', () => {
  expect(RoleIndex.roles.map(({ id, lastmod }) => `${lastmod} ${id}`)).toEqual([
    '2026-11-02 medical-writing-specialist',
    '2026-11-02 engineering-writing-specialist',
    '2026-11-09 humanities-writing-specialist',
    '2026-11-09 social-sciences-writing-specialist',
    '2026-11-16 client-relations-executive',
    '2026-11-16 social-media-manager',
  ]);
  expect(RoleIndex.roles[0]).toEqual({
    id: 'medical-writing-specialist',
    title: 'Medical Writing Specialist',
    lastmod: '2026-11-02',
  });
});
