import { describe, expect, it } from 'vitest';
import { accountItems, allowsTrialBanner, barBreakpoint, barItems, brandHref, showsFooter } from './layout-rules';

describe('layout rules', () => {
  it('hides the footer on admin, document, public-step pages and /garaj', () => {
    for (const path of ['/admin/login', '/admin/dashboard', '/documents/0123456789abcdef01234567', '/public-doc-steps/x', '/public-submissions/y', '/garaj']) {
      expect(showsFooter(path), path).toBe(false);
    }
    for (const path of ['/', '/login', '/dashboard', '/garaje', '/administrator', '/documentsx']) {
      expect(showsFooter(path), path).toBe(true);
    }
  });

  it('allows the trial banner everywhere but admin pages and /garaj', () => {
    expect(allowsTrialBanner('/dashboard')).toBe(true);
    expect(allowsTrialBanner('/documents/abc')).toBe(true);
    expect(allowsTrialBanner('/admin/dashboard')).toBe(false);
    expect(allowsTrialBanner('/garaj')).toBe(false);
  });

  it('points the brand at the right home', () => {
    expect(brandHref(undefined)).toBe('/');
    expect(brandHref({ isAdmin: false })).toBe('/dashboard?tab=dashboard');
    expect(brandHref({ isAdmin: true })).toBe('/admin/dashboard');
  });

  it('gives each kind of visitor its bar, and the account things to one menu (issue 28)', () => {
    const targets = (items: ReturnType<typeof barItems>) => items.map((item) => (item.kind === 'link' ? item.to : item.kind));
    expect(targets(barItems(undefined))).toEqual(['/help', '/pricing', '/login', '/register']);
    expect(targets(accountItems(undefined))).toEqual([]);
    expect(targets(barItems({ isAdmin: false }))).toEqual(['/dashboard?tab=dashboard']);
    expect(targets(accountItems({ isAdmin: false }))).toEqual(['/profile', '/personalization', '/account', 'logout']);
    expect(targets(barItems({ isAdmin: true }))).toEqual([]);
    expect(targets(accountItems({ isAdmin: true }))).toEqual(['logout']);
  });

  it("gives an owner the team, and a member no entry for what only the owner may do (issue 14)", () => {
    const targets = (session: Parameters<typeof accountItems>[0]) => accountItems(session).map((item) => (item.kind === 'link' ? item.to : item.kind));
    expect(targets({ isAdmin: false, role: 'owner' })).toEqual(['/profile', '/personalization', '/account', '/team', 'logout']);
    expect(targets({ isAdmin: false, role: 'member' })).toEqual(['/account', 'logout']);
    // Until the role is known: a one-person business's menu, without the team.
    expect(targets({ isAdmin: false, role: undefined })).toEqual(['/profile', '/personalization', '/account', 'logout']);
  });

  it('offers Generate PDF and Reset Form on a document in edit mode only', () => {
    const actions = (pathname: string, search: string) =>
      barItems({ isAdmin: false }, { pathname, search }).filter((item) => item.kind === 'action').map((item) => item.label);
    expect(actions('/documents/0123456789abcdef01234567', '?mode=edit')).toEqual(['nav.generatePdf', 'nav.resetForm']);
    expect(actions('/documents/0123456789abcdef01234567', '')).toEqual([]);
    expect(actions('/documents/0123456789abcdef01234567', '?mode=preview')).toEqual([]);
    expect(actions('/dashboard', '?mode=edit')).toEqual([]);
    // Only a signed-in user gets them: not a visitor, not an admin.
    const place = { pathname: '/documents/0123456789abcdef01234567', search: '?mode=edit' };
    expect(barItems(undefined, place).some((item) => item.kind === 'action')).toBe(false);
    expect(barItems({ isAdmin: true }, place).some((item) => item.kind === 'action')).toBe(false);
  });

  it('folds Home from sm and the document actions from md into the account menu', () => {
    const docEdit = { pathname: '/documents/0123456789abcdef01234567', search: '?mode=edit' };
    expect(barItems({ isAdmin: false }, docEdit).map((item) => [item.label, barBreakpoint(item)])).toEqual([
      ['nav.generatePdf', 'md'],
      ['nav.resetForm', 'md'],
      ['nav.home', 'sm'],
    ]);
    expect(barItems(undefined).every((item) => barBreakpoint(item) === 'sm')).toBe(true);
  });
});
