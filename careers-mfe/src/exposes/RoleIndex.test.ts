import { expect, test } from '@jest/globals';
import { jobPostings } from '../content/jobs';
import RoleIndex from './RoleIndex';

test('the role index the shell reads lists exactly the postings, by id and title', () => {
  expect(RoleIndex.roles).toEqual(jobPostings.map(({ id, title }) => ({ id, title })));
  expect(RoleIndex.roles).toHaveLength(6);
});
