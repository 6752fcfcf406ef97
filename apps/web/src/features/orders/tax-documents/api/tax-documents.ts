/** Tax documents: the query-key factory, the month's list, an order's documents, the 현금영수증 request and the downloads. */
import type { CashReceiptRequest, TaxDocument } from '@partner-portal/contract/tax-documents-api';
import { TAX_DOCUMENT_PATHS } from '@partner-portal/contract/tax-documents-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../../lib/http/api-clients';
import { fillPath } from '../../../../lib/http/create-api-client';
import { downloadPartnerFile } from '../../../../lib/http/download-file';

export const taxDocumentKeys = {
  all: ['tax-documents'] as const,
  month: (month: string) => [...taxDocumentKeys.all, 'month', month] as const,
  order: (orderNo: string) => [...taxDocumentKeys.all, 'order', orderNo] as const,
};

export const useMonthTaxDocuments = (month: string) =>
  useQuery({
    queryKey: taxDocumentKeys.month(month),
    queryFn: ({ signal }) =>
      partnerApi.get<TaxDocument[]>(TAX_DOCUMENT_PATHS.list, { query: { month }, signal }),
  });

/** An order's documents; while one is on its way to the provider, asked again every few seconds. */
export const useOrderTaxDocuments = (orderNo: string) =>
  useQuery({
    queryKey: taxDocumentKeys.order(orderNo),
    queryFn: ({ signal }) =>
      partnerApi.get<TaxDocument[]>(fillPath(TAX_DOCUMENT_PATHS.ofOrder, { orderNo }), { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === 'queued' || d.status === 'issuing') ? 5000 : false,
  });

export function useRequestCashReceipt(orderNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashReceiptRequest) =>
      partnerApi.post<TaxDocument>(fillPath(TAX_DOCUMENT_PATHS.cashReceipt, { orderNo }), {
        body,
        showErrors: false,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: taxDocumentKeys.all }),
  });
}

export const downloadTaxDocumentPdf = (doc: TaxDocument) =>
  downloadPartnerFile(
    fillPath(TAX_DOCUMENT_PATHS.pdf, { documentId: doc.document_id }),
    'application/pdf',
    `${doc.document_key}.pdf`,
  );

export const downloadMonth = (month: string, format: 'csv' | 'zip') =>
  downloadPartnerFile(
    `${format === 'csv' ? TAX_DOCUMENT_PATHS.csv : TAX_DOCUMENT_PATHS.zip}?month=${month}`,
    format === 'csv' ? 'text/csv' : 'application/zip',
    `세금계산서_${month}.${format}`,
  );
