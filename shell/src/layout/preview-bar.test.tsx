import { render, screen } from '@testing-library/react';
import { PreviewBar, previewOf } from './preview-bar';

afterEach(() => {
  document.cookie = 'lectern_preview_label=; Max-Age=0; Path=/';
});

test('reads what is previewed from the label cookie, and nothing from another or a garbled one', () => {
  expect(previewOf('lectern_visitor=abc; lectern_preview_label=mf-admin%201.4.0')).toEqual({ area: 'mf_admin', release: '1.4.0' });
  expect(previewOf('lectern_preview_label=mf-billing%201.4.0')).toBeNull();
  expect(previewOf('lectern_preview_label=mf-admin%20%3Cscript%3E')).toBeNull();
  expect(previewOf('other=mf-admin%201.4.0')).toBeNull();
});

test('says which area and release this browser previews, with the way out back to this page', () => {
  window.history.pushState({}, '', '/admin/releases?tab=1');
  document.cookie = 'lectern_preview_label=mf-admin%200.2.0; Path=/';
  render(<PreviewBar />);
  expect(screen.getByRole('status')).toHaveTextContent('Previewing admin console 0.2.0 · Exit preview');
  expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute('href', '/preview/exit?to=%2Fadmin%2Freleases%3Ftab%3D1');
});

test('shows nothing without a preview', () => {
  const { container } = render(<PreviewBar />);
  expect(container).toBeEmptyDOMElement();
});
