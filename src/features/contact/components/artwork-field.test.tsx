import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Mock } from 'vitest';
import { toast } from '@/lib/toast';
import { fakeToast } from '@/testing/toast-fakes';
import { ARTWORK_MESSAGES } from '@shared/artwork-messages.ts';
import { useBookingRequest, type BookingBoard } from './booking-request';
import { ContactForm } from './contact-form';
import { fillIn, setupUser } from '@/testing/user-events';

// jsdom decodes no images and has no createImageBitmap: each test gives it
// one that answers the pixel size a browser would read (and restores it), so
// the field's own readImageSize runs; not called means the file was not decoded.
const readImageSize = vi.fn<(file: Blob) => Promise<{ width: number; height: number }>>();
const createImageBitmap = async (file: Blob) => ({ ...(await readImageSize(file)), close: () => undefined });

const WIDE: BookingBoard = { id: 'c0000000-0000-4000-8000-000000000001', name: 'Wellington Rd', screen_width_px: 1400, screen_height_px: 400 };
const SMALL: BookingBoard = { id: 'c0000000-0000-4000-8000-000000000002', name: 'Oxford St W', screen_width_px: 960, screen_height_px: 288 };
const NO_PIXELS: BookingBoard = { id: 'c0000000-0000-4000-8000-000000000009', name: 'Highway 401', screen_width_px: null, screen_height_px: null };
const PATH = 'requests/2026-11/0b8f7c52-1d2e-4a53-9a43-5b1f2d7e0c11.png';

function BookingForm({ boards }: { boards: BookingBoard[] }) {
  const request = useMemo(() => ({ boards, booking: { starts_on: '2027-01-04', cycles: 1 } }), [boards]);
  return <ContactForm source="campaign-plan" prefill={{ message: 'My plan', locationIds: boards.map((b) => b.id) }} extension={useBookingRequest(request)} />;
}

function Wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'art.png', { type: 'image/png' });
const label = 'Artwork (optional): JPEG or PNG, up to 10 MB';

// jsdom has not these either; what was there before is put back after each test.
const { createObjectURL, revokeObjectURL } = URL;
const bitmapBefore = Object.getOwnPropertyDescriptor(globalThis, 'createImageBitmap');

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
  fakeToast();
  Object.defineProperty(globalThis, 'createImageBitmap', { value: createImageBitmap, configurable: true, writable: true });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  readImageSize.mockReset();
});
afterEach(() => {
  if (bitmapBefore) Object.defineProperty(globalThis, 'createImageBitmap', bitmapBefore);
  else Reflect.deleteProperty(globalThis, 'createImageBitmap');
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('the artwork field', () => {
  it('names each board’s pixel size and proportions before a file is chosen, with a template per size', async () => {
    const OTHER_SMALL: BookingBoard = { ...SMALL, id: 'c0000000-0000-4000-8000-000000000003', name: 'Dundas St' };
    render(<BookingForm boards={[WIDE, SMALL, OTHER_SMALL, NO_PIXELS]} />, { wrapper: Wrapper });
    const input = await screen.findByLabelText(label);
    // The rules describe the field, so they are read with it.
    const rules = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(rules).toHaveTextContent('1400 × 400 px (7:2): Wellington Rd.');
    expect(rules).toHaveTextContent('960 × 288 px (10:3): Oxford St W, Dundas St.');
    expect(rules).toHaveTextContent('Highway 401: we will confirm its size with you.');
    expect(rules).toHaveTextContent('safe area, 5% in from each edge');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The size each board needs:'));
    const templates = screen.getAllByRole('link', { name: /^Download the .* template \(PNG\)$/ });
    expect(templates.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Download the 1400 × 400 template (PNG)', '/artwork-templates/1400x400.png'],
      ['Download the 960 × 288 template (PNG)', '/artwork-templates/960x288.png'],
    ]);
    expect(templates[0]).toHaveAttribute('download');
    expect(readImageSize).not.toHaveBeenCalled();
  });

  it('refuses a type other than JPEG or PNG, and a file over 10 MB', async () => {
    const user = setupUser({ applyAccept: false });
    render(<BookingForm boards={[WIDE]} />, { wrapper: Wrapper });
    // The field is a chunk of its own, loaded with a plan that has dates.
    await screen.findByLabelText(label);
    await user.upload(screen.getByLabelText(label), new File(['<svg/>'], 'art.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Artwork must be a JPEG or PNG image.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(label), png(10 * 1024 * 1024 + 1));
    expect(await screen.findByText('This file is 10.1 MB; artwork must be 10 MB or smaller.')).toBeInTheDocument();
    expect(readImageSize).not.toHaveBeenCalled();
  });

  it('names the size each board needs when the proportions are wrong, and shows no preview', async () => {
    const user = setupUser();
    readImageSize.mockResolvedValue({ width: 1000, height: 1000 });
    render(<BookingForm boards={[WIDE, SMALL, NO_PIXELS]} />, { wrapper: Wrapper });
    // The field is a chunk of its own, loaded with a plan that has dates.
    await screen.findByLabelText(label);
    await user.upload(screen.getByLabelText(label), png());
    expect(await screen.findByText('Wellington Rd needs artwork of 1400 x 400 px (or the same proportions); this file is 1000 x 1000 px.')).toBeInTheDocument();
    expect(screen.getByText('Oxford St W needs artwork of 960 x 288 px (or the same proportions); this file is 1000 x 1000 px.')).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('takes the exact size, says when it will be scaled, and previews it at each board’s proportions', async () => {
    const user = setupUser();
    // Richmond St has Oxford St's proportions at a larger size.
    const twin: BookingBoard = { ...SMALL, id: 'c0000000-0000-4000-8000-000000000003', name: 'Richmond St', screen_width_px: 1440, screen_height_px: 432 };
    readImageSize.mockResolvedValue({ width: 960, height: 288 });
    render(<BookingForm boards={[SMALL, twin, NO_PIXELS]} />, { wrapper: Wrapper });
    // The field is a chunk of its own, loaded with a plan that has dates.
    await screen.findByLabelText(label);
    await user.upload(screen.getByLabelText(label), png());
    expect(await screen.findByText('Fits Oxford St W exactly (960 x 288 px).')).toBeInTheDocument();
    expect(screen.getByText('Same proportions as Richmond St: it will be scaled to 1440 x 432 px.')).toBeInTheDocument();
    const previews = screen.getAllByRole('img');
    expect(previews.map((img) => img.getAttribute('alt'))).toEqual(['Your artwork on Oxford St W', 'Your artwork on Richmond St']);
    expect((previews[0]!.parentElement as HTMLElement).style.aspectRatio).toBe('960 / 288');
    expect((previews[1]!.parentElement as HTMLElement).style.aspectRatio).toBe('1440 / 432');
    await user.click(screen.getByRole('button', { name: 'Remove artwork' }));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('uploads an accepted file through a signed upload URL when the request is sent, and names its path', async () => {
    const user = setupUser();
    readImageSize.mockResolvedValue({ width: 1400, height: 400 });
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/functions/v1/create-artwork-upload')) {
        return new Response(JSON.stringify({ path: PATH, token: 'signed-token', signedUrl: `http://x/${PATH}?token=signed-token` }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      if (url.includes('/storage/v1/object/upload/sign/booking-artwork/')) {
        return new Response(JSON.stringify({ Key: `booking-artwork/${PATH}` }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return new Response(JSON.stringify({ id: 'lead' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    render(<BookingForm boards={[WIDE]} />, { wrapper: Wrapper });
    // The field is a chunk of its own, loaded with a plan that has dates.
    await screen.findByLabelText(label);
    await user.upload(screen.getByLabelText(label), png());
    await screen.findByText('Fits Wellington Rd exactly (1400 x 400 px).');
    // Nothing leaves the browser before the visitor sends.
    expect(fetchMock).not.toHaveBeenCalled();
    await fillIn(user, screen.getByLabelText('Full Name'), 'Pat Planner');
    await fillIn(user, screen.getByLabelText('Email Address'), 'pat@example.com');
    await fillIn(user, screen.getByLabelText('Company Name'), 'Planner Bakery');
    await fillIn(user, screen.getByLabelText('Phone Number'), '519-555-0111');
    await user.click(screen.getByRole('button', { name: 'Request these dates' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls[0]).toMatch(/\/functions\/v1\/create-artwork-upload$/);
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({ fileName: 'art.png', contentType: 'image/png', size: 10 });
    expect(urls[1]).toContain(`/storage/v1/object/upload/sign/booking-artwork/${PATH}?token=signed-token`);
    expect(urls[2]).toMatch(/\/functions\/v1\/send-contact-email$/);
    expect(JSON.parse(String((fetchMock.mock.calls[2]![1] as RequestInit).body)).artwork_path).toBe(PATH);
  });

  it('says why the function refused the stored file, beside the field, and uploads the file again on the next send', async () => {
    const user = setupUser();
    readImageSize.mockResolvedValue({ width: 1400, height: 400 });
    const refusal = ARTWORK_MESSAGES.notAnImage;
    let sends = 0;
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.endsWith('/functions/v1/create-artwork-upload')) return answer(200, { path: PATH, token: 'signed-token', signedUrl: `http://x/${PATH}?token=t` });
      if (url.includes('/storage/v1/object/upload/sign/booking-artwork/')) return answer(200, { Key: `booking-artwork/${PATH}` });
      sends += 1;
      return sends === 1 ? answer(400, { error: 'Invalid inquiry', fields: { artwork_path: refusal } }) : answer(200, { id: 'lead' });
    });
    render(<BookingForm boards={[WIDE]} />, { wrapper: Wrapper });
    await screen.findByLabelText(label);
    await user.upload(screen.getByLabelText(label), png());
    await screen.findByText('Fits Wellington Rd exactly (1400 x 400 px).');
    await fillIn(user, screen.getByLabelText('Full Name'), 'Pat Planner');
    await fillIn(user, screen.getByLabelText('Email Address'), 'pat@example.com');
    await fillIn(user, screen.getByLabelText('Company Name'), 'Planner Bakery');
    await fillIn(user, screen.getByLabelText('Phone Number'), '519-555-0111');
    await user.click(screen.getByRole('button', { name: 'Request these dates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    // Said beside the field, not as the form's generic failure; what was typed stays.
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Pat Planner');

    await user.click(screen.getByRole('button', { name: 'Request these dates' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const asked = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/functions/v1/create-artwork-upload'));
    expect(asked).toHaveLength(2);
  });
});
