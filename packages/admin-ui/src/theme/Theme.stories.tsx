import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within, waitFor } from 'storybook/test';
import { darkTheme, lightTheme, vars, type ThemeTokens } from '@admin-console/admin-ui';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const cssVar = (group: string, name: string) => `--admin-${kebab(group)}-${kebab(name)}`;

/** What each colour is for: pick a token by its role, never by how it looks. */
const COLOUR_USE: Record<keyof ThemeTokens['color'], string> = {
  bg: 'The page behind everything.',
  surface: 'Cards, tables, inputs, dialogs: where content sits.',
  surfaceMuted: 'Table headers, hovered rows, secondary panels.',
  surfaceRaised: 'Popovers and menus above a surface.',
  border: 'Dividers and quiet outlines (not for controls that must be found).',
  borderStrong: 'Outlines of inputs and secondary buttons (3:1 against the surface).',
  text: 'Body text and values.',
  textMuted: 'Labels, hints, captions: still 4.5:1 on every surface.',
  textInverse: 'Text on filled danger and active sidebar backgrounds.',
  primary: 'The one main action of an area, links, the selected state.',
  primaryHover: 'Primary under the pointer.',
  primaryText: 'Text on a primary background.',
  primarySubtle: 'Selected rows and options, ghost buttons under the pointer.',
  focus: 'The focus ring: every focusable element, keyboard only.',
  success: 'Text and icons of success (Approved).',
  successBg: 'Background of success badges and notices.',
  warning: 'Text and icons of warnings (Pending).',
  warningBg: 'Background of warning badges and notices.',
  danger: 'Errors, destructive actions (Reject, Delete).',
  dangerHover: 'Danger under the pointer.',
  dangerBg: 'Background of error badges, notices and invalid cells.',
  info: 'Text and icons of information.',
  infoBg: 'Background of information notices.',
  neutral: 'Text of neutral badges.',
  neutralBg: 'Background of neutral badges.',
  overlay: 'The backdrop behind a modal dialog.',
  sidebarBg: 'The navigation sidebar.',
  sidebarText: 'Links of the sidebar.',
  sidebarActiveBg: 'The current page in the sidebar.',
  skeleton: 'Placeholder blocks while loading.',
  skeletonHighlight: 'The shimmer across a placeholder.',
  dirty: 'Edited, not yet saved cells.',
};

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: vars.font.familyMono, fontSize: vars.font.sizeSm };

function TokenTable({ caption, guidance, head, children }: { caption: string; guidance: ReactNode; head: string[]; children: ReactNode }) {
  return (
    <section style={{ marginBlockEnd: 32 }}>
      <h2>{caption}</h2>
      <p style={{ maxWidth: '70ch', color: vars.color.textMuted }}>{guidance}</p>
      <table style={{ borderCollapse: 'collapse', width: '100%', background: vars.color.surface }}>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" style={{ ...cell, background: vars.color.surfaceMuted }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

const Swatch = ({ value }: { value: string }) => (
  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 32,
        height: 20,
        borderRadius: 4,
        background: value,
        border: '1px solid rgba(127, 127, 127, 0.5)',
      }}
    />
    <code style={code}>{value}</code>
  </span>
);

function ColourTable() {
  return (
    <TokenTable
      caption="Colours"
      guidance="Choose by role: text on surfaces, filled backgrounds with their own text colour (primary with primaryText, danger with textInverse). Each pair keeps 4.5:1 in both schemes; darkTheme replaces every colour and keeps the other scales."
      head={['Token', 'CSS variable', 'Light', 'Dark', 'Use']}
    >
      {(Object.keys(lightTheme.color) as (keyof ThemeTokens['color'])[]).map((name) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code style={code}>color.{name}</code>
          </th>
          <td style={cell}>
            <code style={code}>{cssVar('color', name)}</code>
          </td>
          <td style={cell}>
            <Swatch value={lightTheme.color[name]} />
          </td>
          <td style={cell}>
            <Swatch value={darkTheme.color[name]} />
          </td>
          <td style={cell}>{COLOUR_USE[name]}</td>
        </tr>
      ))}
    </TokenTable>
  );
}

/** The scales other than colour: one row per token, a sample, and the rule of use. */
const SCALES: {
  group: Exclude<keyof ThemeTokens, 'color'>;
  caption: string;
  guidance: string;
  sample: (value: string, name: string) => ReactNode;
}[] = [
  {
    group: 'space',
    caption: 'Space',
    guidance:
      'Gaps and padding, on a 4-px grid: 2 inside controls, 3 to 4 between fields, 5 to 6 between sections. Never a raw pixel value.',
    sample: (value) => (
      <span aria-hidden="true" style={{ display: 'inline-block', height: 12, width: value, background: vars.color.primary }} />
    ),
  },
  {
    group: 'font',
    caption: 'Typography',
    guidance:
      'sizeMd for body text and tables, sizeSm for hints and captions, sizeXs only for badges; headings sizeLg to sizeXxl. IBM Plex Sans with IBM Plex Sans Arabic for Arabic text, and IBM Plex Mono (familyMono) for keys and codes: shipped in fonts.css, which an app imports once.',
    sample: (value, name) =>
      name.startsWith('size') ? (
        <span style={{ fontSize: value }}>Fees · الرسوم</span>
      ) : name.startsWith('weight') ? (
        <span style={{ fontWeight: value }}>Fees · الرسوم</span>
      ) : name.startsWith('family') ? (
        <span style={{ fontFamily: value }}>Fees 0123 · الرسوم</span>
      ) : (
        <span style={{ lineHeight: value }}>Line height {value}</span>
      ),
  },
  {
    group: 'radius',
    caption: 'Radius',
    guidance: 'sm for badges and small controls, md for buttons and inputs, lg for cards and dialogs, pill for counters.',
    sample: (value) => (
      <span
        aria-hidden="true"
        style={{ display: 'inline-block', width: 48, height: 28, borderRadius: value, border: `2px solid ${vars.color.borderStrong}` }}
      />
    ),
  },
  {
    group: 'shadow',
    caption: 'Shadow',
    guidance: 'sm for sticky bars, md for popovers and notifications, lg for dialogs. The dark theme deepens them.',
    sample: (value) => (
      <span
        aria-hidden="true"
        style={{ display: 'inline-block', width: 64, height: 32, borderRadius: 6, boxShadow: value, background: vars.color.surface }}
      />
    ),
  },
  {
    group: 'z',
    caption: 'Z-index',
    guidance:
      'The only stacking levels: sticky headers and action bars, the sidebar drawer, overlays, modal dialogs, notifications (above dialogs, so a failure is seen), and the loading bar on top. A host embedding the console can raise them all together.',
    sample: (value) => <span>{value}</span>,
  },
  {
    group: 'motion',
    caption: 'Motion',
    guidance:
      'durationFast for hover and press, durationBase for things appearing, durationSlow for page transitions; one easing. Under prefers-reduced-motion the theme shortens every animation to nothing.',
    sample: (value) => <span>{value}</span>,
  },
];

function ScaleTables() {
  return (
    <>
      {SCALES.map(({ group, caption, guidance, sample }) => (
        <TokenTable key={group} caption={caption} guidance={guidance} head={['Token', 'CSS variable', 'Value', 'Sample']}>
          {Object.entries(lightTheme[group]).map(([name, value]) => (
            <tr key={name}>
              <th scope="row" style={cell}>
                <code style={code}>
                  {group}.{name}
                </code>
              </th>
              <td style={cell}>
                <code style={code}>{cssVar(group, name)}</code>
              </td>
              <td style={cell}>
                <code style={code}>{value as string}</code>
              </td>
              <td style={cell}>{sample(value as string, name)}</td>
            </tr>
          ))}
        </TokenTable>
      ))}
    </>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: {
    docs: {
      description: {
        component:
          'Every design token, with its CSS variable and when to use it. `AdminThemeProvider` writes them once as CSS variables; components read `vars.*` (e.g. `var(--admin-color-primary, #1d4ed8)`: the light value is the fallback). A theme is a `ThemeTokens` object: `createTheme({ color: { primary: "#0b6e4f" } })` derives one from `lightTheme`, `createTheme({...}, darkTheme)` from the dark one.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: ReturnType<typeof within>, table: string) =>
  within(canvas.getByRole('table', { name: table })).getAllByRole('row').length - 1;

/** Every colour token, light and dark side by side. */
export const Colours: Story = {
  globals: { theme: 'light' },
  render: () => <ColourTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowsOf(canvas, 'Colours')).toBe(Object.keys(lightTheme.color).length);
    // The variables are really written: the primary token resolves to the light value.
    const root = getComputedStyle(document.documentElement).getPropertyValue('--admin-color-primary').trim();
    await expect(root).toBe(lightTheme.color.primary);
  },
};

/** Space, type, radius, shadow, z-index and motion: every token of each scale. */
export const Scales: Story = {
  render: () => <ScaleTables />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { group, caption } of SCALES) await expect(rowsOf(canvas, caption)).toBe(Object.keys(lightTheme[group]).length);
  },
};

/** The dark scheme (the toolbar's Theme, or `globals: { theme: 'dark' }`): the dark values and `color-scheme: dark`. */
export const Dark: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
  render: () => <ColourTable />,
  play: async () => {
    const root = getComputedStyle(document.documentElement);
    await expect(root.getPropertyValue('--admin-color-bg').trim()).toBe(darkTheme.color.bg);
    await expect(root.colorScheme).toBe('dark');
    await waitFor(() => expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(15, 20, 27)'));
  },
};
