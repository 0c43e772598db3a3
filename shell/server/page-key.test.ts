import { describe, expect, test } from '@jest/globals';
import type { RoleIndex } from '@inklined/contracts/remote-modules';
import { resolvePath } from '../src/app/routes';
import { pageKeyFor } from './page-key';

const index: RoleIndex = { roles: [{ id: 'medical-writing-specialist', title: 'Medical Writing Specialist' }] };
const keyOf = (pathname: string, roleIndex: unknown = index) => pageKeyFor(resolvePath(pathname), roleIndex);

describe('pageKeyFor', () => {
  test('a page is kept under its route, however the path is written', () => {
    expect(keyOf('/about')).toEqual({ key: '/about' });
    expect(keyOf('/about/')).toEqual({ key: '/about' });
    expect(keyOf('/')).toEqual({ key: '/' });
  });

  test('every unknown path shares one not-found page', () => {
    for (let n = 0; n < 100; n++) expect(keyOf(`/no-such-page-${n}/x`)).toEqual({ key: 'not-found' });
  });

  test('a known role has its own page; every unknown role shares one 404', () => {
    expect(keyOf('/careers/medical-writing-specialist')).toEqual({ key: 'role:medical-writing-specialist' });
    expect(keyOf('/careers/astronaut')).toEqual({ key: 'role-not-found', status: 404 });
    expect(keyOf('/careers/astronaut-2')).toEqual({ key: 'role-not-found', status: 404 });
  });

  test('a role past its last day (IST) has its own "closed" page, answered 410, by the clock at the request', () => {
    const closing = { roles: [{ id: 'editor', title: 'Editor', validThrough: '2026-12-31' }] };
    const at = (iso: string) => pageKeyFor(resolvePath('/careers/editor'), closing, Date.parse(iso));
    expect(at('2026-12-31T18:29:59.999Z')).toEqual({ key: 'role:editor' });
    expect(at('2026-12-31T18:30:00Z')).toEqual({ key: 'role-closed:editor', status: 410 });
  });

  test('without the index of roles, role pages share one entry', () => {
    expect(pageKeyFor(resolvePath('/careers/medical-writing-specialist'), undefined)).toEqual({
      key: 'role-unavailable',
    });
    expect(keyOf('/careers/anything', { roles: 'no' })).toEqual({ key: 'role-unavailable' });
  });

  test('a known post has its own page; every unknown post shares one 404; without the index, one entry', () => {
    const posts = { posts: [{ id: 'thesis-statement', title: 'How to Write a Thesis Statement That Holds Up' }] };
    const postKey = (pathname: string, postIndex: unknown = posts) => pageKeyFor(resolvePath(pathname), postIndex);
    expect(postKey('/blog/thesis-statement')).toEqual({ key: 'post:thesis-statement' });
    expect(postKey('/blog/thesis-statement/')).toEqual({ key: 'post:thesis-statement' });
    expect(postKey('/blog/no-such-post')).toEqual({ key: 'post-not-found', status: 404 });
    expect(pageKeyFor(resolvePath('/blog/thesis-statement'), undefined)).toEqual({ key: 'post-unavailable' });
    expect(postKey('/blog/thesis-statement', { posts: [{ id: 7 }] })).toEqual({ key: 'post-unavailable' });
    // A scheduled post is not found until its time, by the clock at the request.
    const scheduled = { posts: [{ id: 'coming', title: 'Coming', publishAt: '2026-12-01T09:00:00+05:30' }] };
    const at = (iso: string) => pageKeyFor(resolvePath('/blog/coming'), scheduled, Date.parse(iso));
    expect(at('2026-12-01T03:29:59.999Z')).toEqual({ key: 'post-not-found', status: 404 });
    expect(at('2026-12-01T03:30:00Z')).toEqual({ key: 'post:coming' });
    // The listing itself stays a page of its own.
    expect(postKey('/blog')).toEqual({ key: '/blog' });
  });
});
