import { TERMS_DIALOG, type TermsDialogKey } from '@partner-portal/contract/terms-constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/http';
import { TermsDialog } from './terms-dialog';

afterEach(() => vi.unstubAllGlobals());

const document = (type: string, version: number) => ({
  document_no: 3,
  type,
  version,
  title: '개인정보 처리방침',
  effective_date: '2023-09-06',
  body: '# 개인정보 처리방침\n\n제1조 목적',
  versions: [],
});

describe('terms dialog', () => {
  it.each(Object.keys(TERMS_DIALOG) as TermsDialogKey[])('opens %s by its key', async (key) => {
    const ref = TERMS_DIALOG[key];
    const calls = mockFetch(() =>
      jsonResponse({ return_code: 0, return_message: 'OK', data: document(ref.type, 1) }),
    );
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TermsDialog terms={key} onClose={onClose} />
      </QueryClientProvider>,
    );
    await screen.findByRole('dialog', { name: '개인정보 처리방침' });
    expect(await screen.findByText('제1조 목적')).toBeInTheDocument();
    const query = 'version' in ref ? `?version=${ref.version}` : '';
    expect(calls.map((call) => call.url)).toEqual([`/service-api/terms/document/${ref.type}${query}`]);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onClose).toHaveBeenCalled();
  });
});
