import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { lightTheme, vars } from '@admin-console/admin-ui';

function Swatches() {
  return (
    <section aria-labelledby="colours">
      <h2 id="colours">Colours</h2>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 12, padding: 0, listStyle: 'none' }}>
        {Object.entries(lightTheme.color).map(([name, value]) => (
          <li key={name} style={{ border: `1px solid ${vars.color.border}`, borderRadius: 8, overflow: 'hidden', background: vars.color.surface }}>
            <div aria-hidden="true" style={{ height: 48, background: `var(--admin-color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})` }} />
            <div style={{ padding: 8, fontSize: 13 }}>
              <strong>{name}</strong>
              <div style={{ fontFamily: 'monospace', color: vars.color.textMuted }}>{value}</div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Scales() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <section aria-labelledby="space">
        <h2 id="space">Space</h2>
        {Object.entries(lightTheme.space).map(([k, v]) => (
          <div key={k} style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '4px 0' }}>
            <code style={{ width: 80 }}>space[{k}]</code>
            <span aria-hidden="true" style={{ display: 'inline-block', height: 12, width: v, background: vars.color.primary }} />
            <span>{v}</span>
          </div>
        ))}
      </section>
      <section aria-labelledby="type">
        <h2 id="type">Type</h2>
        {(['sizeXs', 'sizeSm', 'sizeMd', 'sizeLg', 'sizeXl', 'sizeXxl'] as const).map((k) => (
          <p key={k} style={{ fontSize: lightTheme.font[k], margin: '4px 0' }}>
            {k} ({lightTheme.font[k]}) The fee catalogue · جدول الرسوم
          </p>
        ))}
      </section>
      <section aria-labelledby="radius">
        <h2 id="radius">Radius and shadow</h2>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          {(['sm', 'md', 'lg'] as const).map((k) => (
            <div key={k} style={{ width: 120, height: 64, borderRadius: lightTheme.radius[k], boxShadow: lightTheme.shadow[k], background: vars.color.surface, display: 'grid', placeItems: 'center' }}>
              radius.{k} / shadow.{k}
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  parameters: {
    docs: {
      description: {
        component:
          'Tokens are written once as CSS variables by `AdminThemeProvider`; components read `vars.*` (e.g. `var(--admin-color-primary)`). A theme is a `ThemeTokens` object: `createTheme({ color: { primary: "#0b5" } })` derives one, and passing it to the provider re-skins every component without touching them.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => <Swatches />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('primary')).toBeInTheDocument();
    // The variables are really written: the primary swatch resolves to the token's value.
    const root = getComputedStyle(document.documentElement).getPropertyValue('--admin-color-primary').trim();
    await expect(root).toBe(lightTheme.color.primary);
  },
};

export const SpaceTypeRadius: Story = { render: () => <Scales /> };
