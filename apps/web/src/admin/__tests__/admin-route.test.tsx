import { act, screen } from '@testing-library/react';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, serveAdmin, signedIn, staff } from './fixtures';
import { routes } from '@/app/router';
import { changeLanguage, ensureLanguageLoaded, i18n } from '@/lib/i18n';
import { settingsStore } from '@/lib/settings-store';
import { renderApp } from '@/test/render';

beforeEach(() => {
  settingsStore.markOnboardingShown();
});
afterEach(() => act(() => changeLanguage('en')));

const LAZY = Symbol.for('react.lazy');

/** Every component type in an element tree (props.children followed). */
function componentTypes(node: ReactNode): unknown[] {
  if (!isValidElement(node)) return [];
  const element = node as ReactElement<{ children?: ReactNode }>;
  const children = element.props.children;
  return [
    element.type,
    ...(Array.isArray(children) ? children : [children]).flatMap((child) =>
      componentTypes(child as ReactNode),
    ),
  ];
}

describe('/admin in the app router', () => {
  it('is a top-level route (outside the user shell) whose page is React.lazy', () => {
    const admin = routes.find((route) => route.path === 'admin/*');
    expect(admin).toBeDefined();
    // Not under the user shell's root route.
    const root = routes.find((route) => route.path === '/');
    expect(
      JSON.stringify(root?.children?.map((c) => c.children?.map((r) => r.path))),
    ).not.toContain('admin');
    const lazy = componentTypes(admin!.element).filter(
      (type) => (type as { $$typeof?: symbol } | null)?.$$typeof === LAZY,
    );
    expect(lazy).toHaveLength(1);
  });

  it('shows the staff sign-in in its own layout, without the user shell', async () => {
    serveAdmin(null);
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }),
    ).toBeInTheDocument();
    // The user app's navigation and footer are not there.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('a signed-in staff member gets the back office navigation at /admin/…', async () => {
    signedIn();
    serveAdmin(staff('compliance'), {
      [`GET ${ADMIN}/users`]: {
        body: { code: 200, msg: 'Success', result: { list: [], total: 0 } },
      },
    });
    renderApp('/admin/users');
    expect(await screen.findByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('the back office follows the interface language (Japanese)', async () => {
    await act(async () => {
      changeLanguage('ja');
      await ensureLanguageLoaded('ja');
    });
    expect(i18n.language).toBe('ja');
    serveAdmin(null);
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'スタッフログイン' }),
    ).toBeInTheDocument();
  });
});
