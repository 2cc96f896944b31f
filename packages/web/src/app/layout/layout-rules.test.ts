import { describe, expect, it } from 'vitest';
import { allowsTrialBanner, barBreakpoint, barItems, brandHref, isCrowded, showsFooter } from './layout-rules';

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

  it('gives each kind of visitor its bar', () => {
    const targets = (session: Parameters<typeof barItems>[0]) =>
      barItems(session).map((item) => (item.kind === 'link' ? item.to : item.kind));
    expect(targets(undefined)).toEqual(['/help', '/pricing', '/login', '/register']);
    expect(targets({ isAdmin: false })).toEqual(['/profile', '/personalization', '/account', '/dashboard?tab=dashboard', 'logout']);
    expect(targets({ isAdmin: true })).toEqual(['logout']);
  });

  it("gives an owner the team, and a member no entry for what only the owner may do (issue 14)", () => {
    const targets = (session: Parameters<typeof barItems>[0]) =>
      barItems(session).map((item) => (item.kind === 'link' ? item.to : item.kind));
    expect(targets({ isAdmin: false, role: 'owner' })).toEqual(['/profile', '/personalization', '/account', '/team', '/dashboard?tab=dashboard', 'logout']);
    expect(targets({ isAdmin: false, role: 'member' })).toEqual(['/account', '/dashboard?tab=dashboard', 'logout']);
    // Until the role is known: a one-person business's bar, without the team.
    expect(targets({ isAdmin: false, role: undefined })).toEqual(['/profile', '/personalization', '/account', '/dashboard?tab=dashboard', 'logout']);
    // The owner's six entries are compact and fit from 'lg'; a member's three from 'sm'.
    expect(isCrowded(barItems({ isAdmin: false, role: 'owner' }))).toBe(true);
    expect(barBreakpoint(barItems({ isAdmin: false, role: 'owner' }))).toBe('lg');
    expect(barBreakpoint(barItems({ isAdmin: false, role: 'member' }))).toBe('sm');
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

  it('moves the bar into the menu below the width its entries need', () => {
    const docEdit = { pathname: '/documents/0123456789abcdef01234567', search: '?mode=edit' };
    expect(barBreakpoint(barItems(undefined))).toBe('sm');
    expect(barBreakpoint(barItems({ isAdmin: true }))).toBe('sm');
    expect(barBreakpoint(barItems({ isAdmin: false }))).toBe('lg');
    expect(barBreakpoint(barItems({ isAdmin: false }, docEdit))).toBe('xl');
    expect(isCrowded(barItems({ isAdmin: false }, docEdit))).toBe(true);
    expect(isCrowded(barItems({ isAdmin: false }))).toBe(false);
  });
});
