import { getContrastRatio, type Palette, type Theme } from '@mui/material/styles';
import { BRAND } from '@lectern/shared-sdk/core/brand';
import { theme } from './theme';

// The API's e-mails carry the brand without MUI (shared-sdk core/brand.ts): a change of the light scheme's colours must
// reach them too, or a mail would stop looking like the product it comes from.
test("the e-mails' brand colours are the light scheme's", () => {
  // A theme made with colour schemes keeps each scheme's palette (not in Theme's type without the CSS-variables one).
  const { light } = (theme as Theme & { colorSchemes: { light: { palette: Palette } } }).colorSchemes;
  expect({ primary: light.palette.primary.main, onPrimary: light.palette.primary.contrastText }).toEqual({
    primary: BRAND.primary,
    onPrimary: BRAND.onPrimary,
  });
  expect({ text: light.palette.text.primary, mutedText: light.palette.text.secondary, background: light.palette.background.default }).toEqual({
    text: BRAND.text,
    mutedText: BRAND.mutedText,
    background: BRAND.background,
  });
});

// Every filled control (a contained button, a chip, the bell's count) writes its palette's contrastText on its main
// colour: each pair reads at WCAG AA's 4.5:1 in both schemes, as axe checks on the pages that happen to show one.
test.each(['light', 'dark'] as const)("the %s scheme's filled colours carry their text at 4.5:1 or more", (scheme) => {
  const { palette } = (theme as Theme & { colorSchemes: Record<'light' | 'dark', { palette: Palette }> }).colorSchemes[scheme];
  const weak = (['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)
    .map((name) => ({ name, ratio: getContrastRatio(palette[name].main, palette[name].contrastText) }))
    .filter(({ ratio }) => ratio < 4.5)
    .map(({ name, ratio }) => `${name} ${ratio.toFixed(2)}:1`);
  expect(weak).toEqual([]);
});
