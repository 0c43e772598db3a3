import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandProvider } from './BrandProvider';
import { tabListStyle, tabStyle, useTabs } from './Tabs';

const ids = ['articles', 'theses', 'ppt'] as const;

function Example() {
  const tabs = useTabs(ids, 'articles');
  return (
    <>
      <div {...tabs.tabListProps} aria-label="Prices" css={tabListStyle}>
        {ids.map((id) => (
          <button key={id} {...tabs.tabProps(id)} css={tabStyle}>
            {id}
          </button>
        ))}
      </div>
      {ids.map((id) => (
        <div key={id} {...tabs.panelProps(id)}>
          {id} panel
        </div>
      ))}
    </>
  );
}

describe('useTabs', () => {
  test('one tab in the tab order; arrows, Home and End move and show their panel', async () => {
    const user = userEvent.setup();
    render(<Example />, { wrapper: BrandProvider });
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('articles')).toHaveAttribute('tabindex', '0');
    expect(tab('theses')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('articles panel');

    await user.tab();
    expect(tab('articles')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('theses')).toHaveFocus();
    expect(tab('theses')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'theses' })).toHaveTextContent('theses panel');
    await user.keyboard('{End}');
    expect(tab('ppt')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('articles')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('ppt')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('articles')).toHaveAttribute('aria-selected', 'true');
  });
});
